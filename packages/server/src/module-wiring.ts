import { accountsNeeds, accountsView } from './modules/accounts/index';
import { blocksNeeds } from './modules/blocks/index';
import { librariesNeeds, relistOwnerCards } from './modules/libraries/index';
import {
  cancelAccountReservations,
  cancelCardReservations,
  cancelLibraryReservations,
  cancelReservationsBetween,
  countActiveReservations,
  findReputations,
  reservedFlag,
} from './modules/reservations/index';
import { forgetSearches } from './modules/search/index';
import { sessionsNeeds } from './modules/sessions/index';

/**
 * Where the modules are put together (like the routes in app.ts and the jobs in job-list.ts):
 * what a module asks of the modules above it (its `…Needs`, lib/port.ts), given here, so that
 * imports between modules only go down (docs/decisions/033-one-direction-between-modules.md).
 * Called by buildApp and by every command that uses modules without the app (the demo); a second
 * call gives the same again.
 */
export function wireModules(): void {
  sessionsNeeds.fill({ accounts: accountsView });
  accountsNeeds.fill({
    // The owner's lines leave the search first (its libraries locked), then its reservations end.
    accountClosed: async (tx, userId, now, publicUrl) => {
      await relistOwnerCards(tx, userId);
      await cancelAccountReservations(tx, userId, now, publicUrl);
    },
    shownProfileChanged: relistOwnerCards,
    accountsPurged: async (tx, userIds) => {
      await forgetSearches(tx, userIds);
      for (const id of userIds) await relistOwnerCards(tx, id);
    },
  });
  librariesNeeds.fill({
    reservedFlag,
    countActiveReservations,
    cancelCardReservations,
    cancelLibraryReservations,
    findReputations,
  });
  blocksNeeds.fill({ cancelReservationsBetween });
}
