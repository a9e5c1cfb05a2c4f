import { RESERVATION_MESSAGES } from '@mdc/shared';
import { sql, type SQL } from 'drizzle-orm';
import { activeReservation, reservations } from '../../db/schema/index';
import { AppError } from '../../errors';
import { formatUntil } from '../../lib/format-until';

/**
 * Limits that stop one account from collecting every seller's contact:
 * - open reservations with at most `sellersNew` distinct sellers while the account is new
 *   (younger than `newAccountDays`, or no delivery of its own confirmed yet, as buyer or
 *   seller), `sellersMax` after; more cards from a seller already reserved from always pass;
 * - a buyer who cancelled `cancelsPerDay` reservations within 24 h waits 24 h from the
 *   cancellation that reached the number before reserving again.
 * Checked inside the reservation's transaction, after a per-buyer lock, so two requests of one
 * buyer cannot both pass.
 */

export interface ReservationLimits {
  sellersNew: number;
  sellersMax: number;
  newAccountDays: number;
  cancelsPerDay: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the limits read of the buyer (standingColumns), the columns' raw values. */
export interface BuyerStanding {
  /** Distinct sellers of the buyer's open reservations. */
  openSellers: string[] | null;
  newAccount: boolean | null;
  /** The latest cancellation that made `cancelsPerDay` within its 24 h, if within 24 h of now. */
  waitFrom: string | null;
}

/**
 * The buyer's standing as three columns of the reservation's read after its locks
 * (lock-cards.ts), on the row of the accounts' view `u` whose id is the placeholder `buyerId`
 * (null on the other rows); placeholders too: `newSince` and `cancelSince` (standingValues),
 * `cancelsPerDay`. Read in a statement after the one that took the buyer's lock
 * (buyerLockKey), so that another request of his has committed by then.
 */
export function standingColumns(): SQL {
  const buyerId = sql`${sql.placeholder('buyerId')}::uuid`;
  const ofBuyer = (value: SQL) => sql`case when u.id = ${buyerId} then ${value} end`;
  return sql`${ofBuyer(sql`coalesce((select array_agg(distinct r.seller_id) from ${reservations} r
        where r.buyer_id = ${buyerId} and ${activeReservation('r')}), '{}')`)} as "openSellers",
    ${ofBuyer(sql`(u.created_at > ${sql.placeholder('newSince')}::timestamptz
        or not exists (select 1 from ${reservations} d
          where (d.buyer_id = ${buyerId} or d.seller_id = ${buyerId}) and d.sold))`)} as "newAccount",
    ${ofBuyer(sql`(select max(c.cancelled_at) from ${reservations} c
        where c.buyer_id = ${buyerId} and c.cancelled_by = ${buyerId}
          and c.cancelled_at > ${sql.placeholder('cancelSince')}::timestamptz
          and (select count(*) from ${reservations} e
               where e.buyer_id = ${buyerId} and e.cancelled_by = ${buyerId}
                 and e.cancelled_at > c.cancelled_at - interval '24 hours'
                 and e.cancelled_at <= c.cancelled_at) >= ${sql.placeholder('cancelsPerDay')}::bigint)`)} as "waitFrom"`;
}

/**
 * The values of standingColumns' placeholders but `buyerId`. `cancelsPerDay` is compared as a
 * bigint: 'no limit' is Number.MAX_SAFE_INTEGER (the demo's), past an integer's range.
 */
export function standingValues(limits: ReservationLimits, now: Date) {
  const since = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  return {
    newSince: since(limits.newAccountDays),
    cancelSince: since(1),
    cancelsPerDay: limits.cancelsPerDay,
  };
}

/**
 * The buyer's advisory lock, taken for the transaction before the cards' (lock-cards.ts): his
 * reservation requests run one at a time.
 */
export const buyerLockKey = (buyerId: string) => `reserve:${buyerId}`;

/** Throws the Spanish 429 or 409 when the buyer may not reserve from these sellers now. */
export function assertMayReserve(
  standing: BuyerStanding,
  sellerIds: string[],
  limits: ReservationLimits,
  now: Date,
): void {
  if (standing.waitFrom) {
    const until = new Date(new Date(standing.waitFrom).getTime() + DAY_MS);
    const message = RESERVATION_MESSAGES.cancelWait(limits.cancelsPerDay, formatUntil(until));
    throw AppError.tooMany(
      'reservationCancelWait',
      message,
      (until.getTime() - now.getTime()) / 1000,
    );
  }
  const sellers = new Set([...(standing.openSellers ?? []), ...sellerIds]);
  const newAccount = standing.newAccount ?? true;
  const limit = newAccount ? limits.sellersNew : limits.sellersMax;
  if (sellers.size > limit) {
    const message = RESERVATION_MESSAGES.sellersLimit(limit, newAccount);
    throw AppError.of('reservationSellersLimit', message);
  }
}
