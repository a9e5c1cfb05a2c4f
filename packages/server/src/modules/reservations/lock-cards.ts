import { sql } from 'drizzle-orm';
import { anyOf, type Database } from '../../db/client';
import { activeReservation, reservations } from '../../db/schema/index';
import { accountsView } from '../accounts/index';
import { lockLines } from '../libraries/index';
import { contactOf } from './contacts';
import type { InsertedCard } from './insert-reservations';
import type { Contact } from './mails';

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
}

interface Party {
  id: string;
  contact: Contact;
  /** Deleted or suspended. */
  unavailable: boolean;
  /** The active reservations of each card of the request, by card id (the same on every row). */
  held: Record<string, number>;
}

/**
 * The parties of a request (the buyer and the cards' owners, through accounts' view) with the
 * active reservations of its cards: one prepared statement, the reservation's second, after
 * the locks (no reservation of these cards can be written meanwhile: that takes the same locks).
 */
async function readParties(tx: Database, cardIds: string[], userIds: string[]): Promise<Party[]> {
  const u = accountsView('u');
  return tx
    .select({
      id: u.id,
      contact: sql<Contact>`${contactOf('u')}`,
      unavailable: sql<boolean>`(${u.disabledAt} is not null or ${u.suspendedAt} is not null)`,
      held: sql<Record<string, number>>`(select coalesce(json_object_agg(h.card_id, h.active), '{}')
        from (select r.card_id, count(*)::int as active from ${reservations} r
              where ${anyOf(sql`r.card_id`, cardIds, 'uuid')} and ${activeReservation('r')}
              group by r.card_id) h)`,
    })
    .from(u)
    .where(anyOf(u.id, userIds))
    .prepare('reserve_parties')
    .execute();
}

/**
 * The cards' libraries then the cards locked (libraries' `lockLines`), and what the request
 * needs to know of them: two statements whatever the count.
 */
export async function lockCards(tx: Database, buyerId: string, cardIds: string[]): Promise<Locked> {
  const lines = await lockLines(tx, cardIds);
  const owners = lines.map((line) => line.ownerId);
  const parties = await readParties(tx, cardIds, [...new Set([buyerId, ...owners])]);
  const byId = new Map(parties.map((party) => [party.id, party]));
  const held = parties[0]?.held ?? {};
  const cards = lines.map(({ hidden, ...line }): LockedCard => ({
    ...line,
    ownerDisabled: hidden || (byId.get(line.ownerId)?.unavailable ?? true),
    active: held[line.id] ?? 0,
  }));
  return {
    cards: new Map(cards.map((card) => [card.id, card])),
    contacts: new Map(parties.map((party) => [party.id, party.contact])),
  };
}
