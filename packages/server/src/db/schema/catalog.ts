import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Card catalog and reference prices: owned by modules/catalog.
 * A printing's id is its Scryfall id (the catalog id, a library card's referenceId);
 * a card's id (oracle) groups every printing of one card.
 */

export const cardSets = pgTable('card_sets', {
  /** Upper case, as MTGJSON writes it ('ELD', 'PLIST'). */
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  releasedOn: date('released_on'),
  /** Scryfall/MTGJSON set type: expansion, core, promo, memorabilia… */
  type: text('type'),
});

export const cardOracles = pgTable('card_oracles', {
  id: uuid('id').primaryKey(),
  /** English name, faces joined by ' // '. */
  name: text('name').notNull(),
  faceNames: text('face_names').array().notNull(),
  typeLine: text('type_line').notNull(),
  /** EDHREC rank: lower is more popular; orders autocomplete answers. */
  popularity: integer('popularity'),
  /**
   * The printing a name without set stands for (computed on import, see the catalog's
   * `defaultPrintingOrder`). No foreign key: printings already reference oracles.
   */
  defaultPrintingId: uuid('default_printing_id'),
});

export const cardPrintings = pgTable(
  'card_printings',
  {
    id: uuid('id').primaryKey(),
    oracleId: uuid('oracle_id')
      .notNull()
      .references(() => cardOracles.id),
    name: text('name').notNull(),
    faceNames: text('face_names').array().notNull(),
    setCode: text('set_code')
      .notNull()
      .references(() => cardSets.code),
    collectorNumber: text('collector_number').notNull(),
    language: text('language').notNull(),
    typeLine: text('type_line').notNull(),
    finishes: text('finishes').array().notNull(),
    imageUrls: text('image_urls').array().notNull(),
    cardKingdomId: text('card_kingdom_id'),
    cardKingdomFoilId: text('card_kingdom_foil_id'),
    cardKingdomEtchedId: text('card_kingdom_etched_id'),
  },
  (table) => [
    index('card_printings_oracle_idx').on(table.oracleId),
    index('card_printings_set_number_idx').on(table.setCode, table.collectorNumber),
    index('card_printings_ck_idx').on(table.cardKingdomId),
    index('card_printings_ck_foil_idx').on(table.cardKingdomFoilId),
  ],
);

/**
 * Every searchable name of a card, normalized (shared `normalizeCardName`): the English name,
 * each face, Spanish printed names, flavor names; plus each of their word suffixes
 * (`start` > 0) so that "prefix of any word" is a btree range scan. Trigram indexes were
 * measured too slow on PGlite (docs/decisions): every search here is a btree scan.
 */
export const cardNameTerms = pgTable(
  'card_name_terms',
  {
    term: text('term').notNull(),
    oracleId: uuid('oracle_id')
      .notNull()
      .references(() => cardOracles.id),
    /** Index of the word the term starts at; 0 = the whole name. */
    start: smallint('start').notNull(),
    /** 0 English name, 1 face, 2 Spanish, 3 flavor name: the lowest wins on a tie. */
    kind: smallint('kind').notNull(),
    /** Copied from the card so that ranking needs no join. */
    popularity: integer('popularity'),
  },
  (table) => [
    primaryKey({ columns: [table.oracleId, table.term] }),
    index('card_name_terms_prefix_idx').using('btree', table.term.op('text_pattern_ops')),
    // Short prefixes match thousands of terms: walking this index in popularity order finds
    // the most popular matches without sorting them all.
    index('card_name_terms_popularity_idx').on(table.popularity, table.term, table.oracleId),
  ],
);

/**
 * Each word of the names with each of its inner suffixes ('lightning' → 'ightning', …, 'ng'):
 * text that starts inside a word ("contains") becomes a prefix lookup here.
 */
export const cardNameWordSuffixes = pgTable(
  'card_name_word_suffixes',
  {
    word: text('word').notNull(),
    suffix: text('suffix').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.word, table.suffix] }),
    index('card_name_word_suffixes_idx').using('btree', table.suffix.op('text_pattern_ops')),
  ],
);

/** MTGJSON uuid of each face record → printing: MTGJSON price files are keyed by it. */
export const cardMtgjsonUuids = pgTable('card_mtgjson_uuids', {
  uuid: uuid('uuid').primaryKey(),
  printingId: uuid('printing_id')
    .notNull()
    .references(() => cardPrintings.id),
});

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** Reference prices of a printing in USD (EUR for eur*); null = the source has none. */
export const cardPrices = pgTable('card_prices', {
  printingId: uuid('printing_id')
    .primaryKey()
    .references(() => cardPrintings.id),
  usd: money('usd'),
  usdFoil: money('usd_foil'),
  eur: money('eur'),
  eurFoil: money('eur_foil'),
  ck: money('ck'),
  ckFoil: money('ck_foil'),
  scg: money('scg'),
  scgFoil: money('scg_foil'),
  /** When a value last changed, as dated by its source. */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * The USD price of a printing and finish over time (docs/product/catalog-and-prices.md#price-history):
 * a row for a day only when the value changed since the series' last row, written with the
 * price change itself (import/apply-prices.ts) and pruned by the `prune-price-history` job.
 */
export const cardPriceHistory = pgTable(
  'card_price_history',
  {
    printingId: uuid('printing_id')
      .notNull()
      .references(() => cardPrintings.id),
    /** 'normal' (usd) or 'foil' (usd_foil). */
    finish: text('finish').notNull(),
    /** The source's date of the value (UTC). */
    day: date('day').notNull(),
    usd: money('usd').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.printingId, table.finish, table.day] }),
    check('card_price_history_finish', sql`${table.finish} in ('normal', 'foil')`),
  ],
);
