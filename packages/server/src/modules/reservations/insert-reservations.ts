import { shownSetName, type LineSetFields, type ParsedReservationItems } from '@mdc/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { reservations } from '../../db/schema/index';
import type { ReservationRow } from './reservation-view';

/**
 * What a row copies of its card: the fields of lock-cards.ts's locked card it reads, declared
 * here so that this lower file does not import the one that calls it.
 */
export interface InsertedCard extends LineSetFields {
  id: string;
  libraryId: string;
  ownerId: string;
  name: string;
  imageUrls: string[];
  price: string;
  foil: boolean;
  referenceId: string | null;
}

/**
 * One reservation row per item, each a snapshot of its card as the lists show it (its set as
 * buyers see it: shared `shownSetName`, 'LCI #132' for a card kept by name), in one
 * statement. Raw SQL rather than the query builder: building its insert took six times the CPU
 * (258 against 43 µs for two rows, measured 2026-11-23; 211 against 28–46 µs on 2026-11-26).
 * The rows answer with every column; the timestamps are the `now` written.
 */
export async function insertReservations(
  db: Database,
  buyerId: string,
  items: ParsedReservationItems,
  cards: ReadonlyMap<string, InsertedCard>,
  now: Date,
): Promise<ReservationRow[]> {
  const values = items.map((item) => {
    const card = cards.get(item.cardId)!;
    return sql`(${card.id}::uuid, ${card.libraryId}::uuid, ${buyerId}::uuid, ${card.ownerId}::uuid,
      ${item.transactionType}, ${card.name}, ${shownSetName(card)},
      ${sql.param(card.imageUrls)}::text[], ${card.price}, ${card.foil}, ${card.referenceId}::uuid,
      ${now}::timestamptz, ${now}::timestamptz)`;
  });
  const rows = await queryRows<Omit<ReservationRow, 'createdAt' | 'updatedAt'>>(
    db,
    sql`insert into ${reservations} (card_id, library_id, buyer_id, seller_id, transaction_type,
          card_name, set_name, image_urls, price, foil, reference_id, created_at, updated_at)
        values ${sql.join(values, sql`, `)}
        returning id, card_id as "cardId", library_id as "libraryId", buyer_id as "buyerId",
          seller_id as "sellerId", transaction_type as "transactionType", card_name as "cardName",
          set_name as "setName", image_urls as "imageUrls", price, foil,
          reference_id as "referenceId", responded, sold, disabled, buyer_new as "buyerNew",
          seller_new as "sellerNew", meeting_id as "meetingId"`,
  );
  return rows.map((row) => ({ ...row, createdAt: now, updatedAt: now }));
}
