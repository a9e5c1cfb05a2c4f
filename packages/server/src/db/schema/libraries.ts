import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { partCall } from '../result-card-sql';
import { at } from './columns';
import { users } from './accounts';

// Libraries and their cards: owned by modules/libraries.

/**
 * The key of a card kept by name (no catalog card): its printing key up to '|', 'name:<normalized
 * name>'. Two lines are the same card when these are equal; the indexes below use this very
 * expression, so the queries must too.
 */
export const printingNameKey = (printingKey: AnyPgColumn | SQL) =>
  sql`split_part(${printingKey}, '|', 1)`;

/** A sale library (selling and/or trading) or a buying one (a wanted list), of one owner. */
export const libraries = pgTable(
  'libraries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The kind, fixed at creation: true for a buying library (cards wanted). */
    buying: boolean('buying').notNull().default(false),
    selling: boolean('selling').notNull().default(false),
    trading: boolean('trading').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /**
     * Raised by every write that changes what the library's pages show (its name, flags or
     * cards): the key of the public page's cached answer and of its ETag.
     */
    version: integer('version').notNull().default(0),
    /** Hidden by a moderator: out of search, its public page gone; reversible. */
    hiddenAt: at('hidden_at'),
    /**
     * A buying library's alerts (modules/alerts): its owner is told when a card of it
     * is listed, at most `alertMaxPrice` USD a copy when set, only by sellers of the owner's
     * province when `alertSameProvince`.
     */
    alerts: boolean('alerts').notNull().default(false),
    alertMaxPrice: numeric('alert_max_price', { precision: 12, scale: 2 }),
    alertSameProvince: boolean('alert_same_province').notNull().default(false),
  },
  (table) => [index('libraries_owner_idx').on(table.ownerId, table.buying)],
);

/**
 * One line of a library: a printing (or a name the catalog did not know), in one condition,
 * language and finish, with its quantity and price. `printingKey` is the catalog printing id,
 * or `name:<normalized name>|<set>|<number>` for a card kept by name; with foil, condition and
 * language it identifies the line, so adding the same card again updates it.
 */
export const libraryCards = pgTable(
  'library_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    libraryId: uuid('library_id')
      .notNull()
      .references(() => libraries.id, { onDelete: 'cascade' }),
    /** Catalog printing id (referenceId); null when the card is kept by name. No foreign key: the catalog is another feature's. */
    referenceId: uuid('reference_id'),
    /** The catalog card (all printings of it), for search by card. */
    oracleId: uuid('oracle_id'),
    printingKey: text('printing_key').notNull(),
    name: text('name').notNull(),
    setCode: text('set_code'),
    setName: text('set_name'),
    collectorNumber: text('collector_number'),
    imageUrls: text('image_urls').array().notNull().default([]),
    typeLine: text('type_line'),
    foil: boolean('foil').notNull(),
    condition: text('condition').notNull(),
    language: text('language').notNull(),
    /** A dollar decimal with 2 places, whole pesos ('ARS 15000'), or 'ck' (follows the reference). */
    price: text('price').notNull(),
    /**
     * The price in dollars of the day, as the search orders and the alerts compare: the decimal,
     * or the pesos over the newest rate in exchange_rates; null for 'ck' (after every number).
     * Written by the trigger of migration 0020 (SQL function library_price_usd) whenever the
     * price is, and again for every peso line when a new rate is stored (modules/exchange-rates).
     */
    priceUsd: numeric('price_usd', { precision: 12, scale: 2 }),
    quantity: integer('quantity').notNull(),
    /**
     * A search can find the line: it is in a sale or trade library of an active account. Kept by
     * the library rules (modules/libraries/listing.ts): set as the line is written, cleared when
     * the owner's account is deleted. The search's indexes hold only listed lines.
     */
    listed: boolean('listed').notNull().default(false),
    // offer_*: the line as a search answers it (decision 014), a result card in four
    // parts of JSON text, written as the line or its owner changes, so that a search joins texts
    // instead of writing ~800 objects. db/result-card-fields.ts lists what each part holds.
    /** The card's own public fields, `{"id":…,"images":[…]` (the object, not yet closed). */
    offerCard: text('offer_card').generatedAlwaysAs(sql.raw(partCall('card'))),
    /** The fields only a logged-in member sees of the card: `,"libraryId":…,"price":…`. */
    offerPrice: text('offer_price').generatedAlwaysAs(sql.raw(partCall('price'))),
    /**
     * `,"transactionTypes":…,"transactionType":…,"ownerCity":…,"ownerRegion":…`, from the library
     * and its owner's profile; kept with `listed` by modules/libraries/listing.ts.
     */
    offerOwner: text('offer_owner').notNull(),
    /** `,"ownerUser":…`, member-only; kept with `listed` as well. */
    offerSeller: text('offer_seller').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('library_cards_line_key').on(
      table.libraryId,
      table.printingKey,
      table.foil,
      table.condition,
      table.language,
    ),
    index('library_cards_reference_idx').on(table.referenceId),
    // The search reads a card's cheapest listed lines first, in the very order of find-offers.ts
    // (price, then id): its first `limit` index entries are the answer, nothing is sorted.
    index('library_cards_listed_oracle_price_idx')
      .on(table.oracleId, table.priceUsd, table.id)
      .where(sql`${table.listed}`),
    // The search finds a card kept by name on `name:<normalized name>`, its printing key up to '|'.
    index('library_cards_listed_name_key_price_idx')
      .on(printingNameKey(table.printingKey), table.priceUsd, table.id)
      .where(sql`${table.listed} and ${table.oracleId} is null`),
    // A listed card's wanted lines, for the alerts (modules/alerts/record-matches.ts): the lines
    // not listed (wanted lists, and sale lines the search skips) by card, and by name key. They
    // also hold what the alerts read of each line (its library and copies, and for the name key
    // its printing key: the planner reads an expression's columns from the index only if it
    // holds them), so the lines are read from the index alone, never from the table: at 10M
    // listed cards, an import's 1,000 probes read ~15,000 scattered table rows otherwise
    // (bench/README.md#library-import-and-the-public-library-page).
    index('library_cards_unlisted_oracle_idx')
      .on(table.oracleId, table.libraryId, table.quantity)
      .where(sql`not ${table.listed}`),
    index('library_cards_unlisted_name_key_idx')
      .on(printingNameKey(table.printingKey), table.libraryId, table.quantity, table.printingKey)
      .where(sql`not ${table.listed} and ${table.oracleId} is null`),
  ],
);
