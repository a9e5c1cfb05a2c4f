import type { Reputation } from '@mdc/shared';
import { sql } from 'drizzle-orm';
import { preparedQuery, type Database } from '../../db/client';
import { activeReservation, reservations, userReputation } from '../../db/schema/index';
import { accountsView } from '../accounts/index';
import { blockedEitherWay } from '../blocks/index';
import { lockLines } from '../libraries/index';
import { contactOf } from './contacts';
import type { InsertedCard } from './insert-reservations';
import type { Contact } from './mails';
import {
  buyerLockKey,
  standingColumns,
  standingValues,
  type BuyerStanding,
  type ReservationLimits,
} from './reservation-limits';
import { reputationOf } from './reputation';

/** A card as its lock reads it: what a reservation copies, and whether it may be reserved. */
export interface LockedCard extends InsertedCard {
  quantity: number;
  buying: boolean;
  selling: boolean;
  trading: boolean;
  /** The owner's account is deleted or suspended, or the library hidden by a moderator. */
  ownerDisabled: boolean;
  active: number;
}

export interface Locked {
  cards: Map<string, LockedCard>;
  /** The buyer's and each card owner's contact, by user id. */
  contacts: Map<string, Contact>;
  /** The buyer's and each card owner's reputation, by user id, as the answer shows it. */
  reputations: Map<string, Omit<Reputation, 'user'>>;
  /** The names of the card owners between whom and the buyer a block stands, in name order. */
  blockedNames: (string | null)[];
  standing: BuyerStanding;
}

interface Party extends BuyerStanding {
  id: string;
  contact: Contact;
  /** Deleted or suspended. */
  unavailable: boolean;
  /** The active reservations of each card of the request, by card id (the same on every row). */
  held: Record<string, number>;
  /** The buyer blocked this party or was blocked by it. */
  blocked: boolean;
  createdAt: string;
  deliveries: number | null;
  purchases: number | null;
  cancellations: number | null;
  expirations: number | null;
}

/**
 * The parties of a request (the buyer and the cards' owners, through accounts' view), each with
 * its reputation and whether a block stands between it and the buyer, the buyer's with his
 * standing (reservation-limits.ts), and the active reservations of the request's cards: the
 * reservation's second statement, after the locks (no reservation of these cards, nor another
 * request of this buyer, can be written meanwhile: that takes the same locks). One read rather
 * than one per check: each round trip cost more CPU, here and in PostgreSQL, than its work.
 */
const readParties = preparedQuery<Party>('reserve_parties', () => {
  const buyerId = sql`${sql.placeholder('buyerId')}::uuid`;
  const rep = userReputation;
  return sql`select u.id, ${contactOf('u')} as contact,
      (u.disabled_at is not null or u.suspended_at is not null) as unavailable,
      (select coalesce(json_object_agg(h.card_id, h.active), '{}')
        from (select r.card_id, count(*)::int as active from ${reservations} r
              where r.card_id = any(${sql.placeholder('cardIds')}::uuid[])
                and ${activeReservation('r')}
              group by r.card_id) h) as held,
      u.id in ${blockedEitherWay(buyerId)} as blocked,
      u.created_at as "createdAt", ${rep.deliveries}, ${rep.purchases}, ${rep.cancellations},
      ${rep.expirations}, ${standingColumns()}
    from ${accountsView('u')} left join ${rep} on ${rep.userId} = u.id
    where u.id = any(${sql.placeholder('userIds')}::uuid[])
    order by u.username`;
});

/**
 * The buyer's lock, then the cards' libraries and the cards' (libraries' `lockLines`, in one
 * statement), and what the request needs to know of them and of its parties: two statements
 * whatever the count.
 */
export async function lockCards(
  tx: Database,
  buyerId: string,
  cardIds: string[],
  limits: ReservationLimits,
  now: Date,
): Promise<Locked> {
  const lines = await lockLines(tx, cardIds, buyerLockKey(buyerId));
  const owners = new Set(lines.map((line) => line.ownerId));
  const parties = await readParties(tx, {
    buyerId,
    cardIds,
    userIds: [...new Set([buyerId, ...owners])],
    ...standingValues(limits, now),
  });
  const byId = new Map(parties.map((party) => [party.id, party]));
  const held = parties[0]?.held ?? {};
  const cards = lines.map(({ hidden, ...line }): LockedCard => ({
    ...line,
    ownerDisabled: hidden || (byId.get(line.ownerId)?.unavailable ?? true),
    active: held[line.id] ?? 0,
  }));
  const buyer = byId.get(buyerId);
  return {
    cards: new Map(cards.map((card) => [card.id, card])),
    contacts: new Map(parties.map((party) => [party.id, party.contact])),
    reputations: new Map(
      parties.map((party) => [party.id, reputationOf(party, new Date(party.createdAt))]),
    ),
    blockedNames: parties
      .filter((party) => party.blocked && owners.has(party.id))
      .map((party) => party.contact.username),
    standing: {
      openSellers: buyer?.openSellers ?? null,
      newAccount: buyer?.newAccount ?? null,
      waitFrom: buyer?.waitFrom ?? null,
    },
  };
}
