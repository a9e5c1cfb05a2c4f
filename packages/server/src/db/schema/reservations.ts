import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './accounts';
import { libraries, libraryCards } from './libraries';
import { places } from './places';

// Reservations of library cards: owned by modules/reservations.

/**
 * The one SQL definition of an active reservation (not sold, not cancelled) for a query that names
 * the table `alias`: the same predicate as the partial indexes below, so a query written with it
 * can use them. Here, below every module, because alerts reads it too and modules/reservations
 * imports alerts (scripts/module-owners.mjs).
 */
export const activeReservation = (alias: string) =>
  sql.raw(`(not ${alias}.sold and not ${alias}.disabled)`);

/**
 * Where and when a buyer and a seller meet to hand over reserved copies
 * (docs/product/meetings.md#the-meeting-inside-the-reservation): one of the seller's places, an
 * Argentina calendar day and maybe an hour. The last proposal is `proposedBy`'s; `agreed` once
 * the other party accepts it. `sequence` counts the proposals after the first (the calendar
 * event's SEQUENCE, so a new agreement replaces the event a calendar holds). Its reservations
 * point to it (`reservations.meeting_id`).
 */
export const meetings = pgTable('meetings', {
  id: uuid('id').primaryKey().defaultRandom(),
  buyerId: uuid('buyer_id')
    .notNull()
    .references(() => users.id),
  sellerId: uuid('seller_id')
    .notNull()
    .references(() => users.id),
  placeId: uuid('place_id')
    .notNull()
    .references(() => places.id),
  day: date('day', { mode: 'string' }).notNull(),
  /** HH:MM in Argentina, or null: some time that day. */
  time: text('time'),
  proposedBy: text('proposed_by', { enum: ['buyer', 'seller'] }).notNull(),
  agreed: boolean('agreed').notNull().default(false),
  sequence: integer('sequence').notNull().default(0),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * One copy of a library card reserved by a buyer. Active = not sold and not disabled (cancelled);
 * a card of quantity q takes at most q active ones. The card is kept as the lists show it when
 * reserved (name, set, image, price, foil, referenceId), so the row outlives the card: card_id
 * and library_id become null when the card or library is deleted (its active reservations are
 * cancelled first, in the same transaction). The users rows are never deleted (purged accounts
 * stay anonymous), so buyer and seller stay.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardId: uuid('card_id').references(() => libraryCards.id, { onDelete: 'set null' }),
    libraryId: uuid('library_id').references(() => libraries.id, { onDelete: 'set null' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    transactionType: text('transaction_type', { enum: ['sale', 'trade'] }).notNull(),
    cardName: text('card_name').notNull(),
    setName: text('set_name'),
    imageUrls: text('image_urls').array().notNull().default([]),
    /** The card's price when reserved: a decimal with 2 places, or 'ck'. */
    price: text('price').notNull(),
    foil: boolean('foil').notNull(),
    referenceId: uuid('reference_id'),
    responded: boolean('responded').notNull().default(false),
    sold: boolean('sold').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    /** True until that party has listed the reservation once (the 'Nuevo' badge). */
    buyerNew: boolean('buyer_new').notNull().default(true),
    sellerNew: boolean('seller_new').notNull().default(true),
    /** When the seller confirmed the delivery: the contacts stay visible 30 days after it. */
    soldAt: at('sold_at'),
    /** When it was cancelled or expired, and by which party (null: expiry, a deletion). */
    cancelledAt: at('cancelled_at'),
    cancelledBy: uuid('cancelled_by').references(() => users.id),
    /** The meeting agreed (or proposed) for it with its seller; null: none yet. */
    meetingId: uuid('meeting_id').references(() => meetings.id),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    index('reservations_buyer_idx').on(table.buyerId, table.createdAt),
    index('reservations_seller_idx').on(table.sellerId, table.createdAt),
    // "Active reservations of a card" (the reserve check, the reserved flag of every card read;
    // a card has few reservations, so the sold/disabled filter reads little) and the foreign
    // keys' ON DELETE SET NULL when a card or a library is deleted.
    index('reservations_card_idx').on(table.cardId),
    index('reservations_library_idx').on(table.libraryId),
    index('reservations_meeting_idx').on(table.meetingId),
    // The search's reserved flag: the active reservations of every card at once, by card (few:
    // the expiry job below ends the unanswered ones).
    index('reservations_active_card_idx')
      .on(table.cardId)
      .where(sql`not ${table.sold} and not ${table.disabled}`),
    // The expiry job (RESERVATION_TTL_DAYS): unanswered active ones by age.
    index('reservations_unanswered_idx')
      .on(table.createdAt)
      .where(sql`not ${table.sold} and not ${table.disabled} and not ${table.responded}`),
  ],
);

/**
 * Each account's record as a trading party, kept current by the transaction that
 * changes a reservation (modules/reservations/reputation.ts): deliveries confirmed as seller,
 * purchases confirmed as buyer, answered reservations the account cancelled, and reservations
 * that expired unanswered as seller. No row: all zero.
 */
export const userReputation = pgTable('user_reputation', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  deliveries: integer('deliveries').notNull().default(0),
  purchases: integer('purchases').notNull().default(0),
  cancellations: integer('cancellations').notNull().default(0),
  expirations: integer('expirations').notNull().default(0),
});
