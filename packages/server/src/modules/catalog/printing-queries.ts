import { eq, sql, type SQL } from 'drizzle-orm';
import { anyOf, type Database } from '../../db/client';
import { cardPrices, cardPrintings, cardSets } from '../../db/schema/index';

/** Printing reads shared by name resolution and the set lookup. */

export interface PrintingSummary {
  id: string;
  oracleId: string;
  name: string;
  setCode: string;
  setName: string;
  collectorNumber: string;
  language: string;
  finishes: string[];
  imageUrls: string[];
  /** The printing's type line ('Creature — Giant'), for grouping by type. */
  typeLine: string;
}

// Set types that are never the "usual" printing of a card.
const SPECIAL_SET_TYPES = sql.raw(
  `('promo', 'memorabilia', 'funny', 'token', 'box', 'alchemy', 'treasure_chest', 'minigame')`,
);

/**
 * What keeps a printing `p` of set `s` from being a regular one, each true or false
 * (docs/product/catalog-and-prices.md#catalog): a special set type (promo, memorabilia, funny,
 * token, box…), a language other than English, no non-foil finish, no Card Kingdom id — a
 * printing the store never sold, whose reference price cannot be followed ('Heads I Win, Tails
 * You Lose', Summer Magic, Foreign Black Border, Renaissance). A catalog without Card Kingdom ids
 * (Scryfall files) ranks none lower for it.
 */
const IRREGULARITIES: SQL[] = [
  sql`coalesce(s.type in ${SPECIAL_SET_TYPES}, false)`,
  sql`p.language <> 'en'`,
  sql`not ('nonfoil' = any(p.finishes))`,
  sql`p.card_kingdom_id is null`,
];

/** A regular printing: none of the irregularities. */
export const regularPrinting: SQL = sql`not (${sql.join(IRREGULARITIES, sql` or `)})`;

/**
 * The order printings of one card are offered in; the first is the default printing of a name
 * given without a set: a regular printing, newest set first (each irregularity ranks it lower).
 */
export const defaultPrintingOrder: SQL = sql`
  ${sql.join(IRREGULARITIES, sql`, `)},
  s.released_on desc nulls last,
  length(p.collector_number), p.collector_number`;

export const printingColumns: SQL = sql`p.id, p.oracle_id as "oracleId", p.name,
  p.set_code as "setCode", s.name as "setName", p.collector_number as "collectorNumber",
  p.language, p.finishes, p.image_urls as "imageUrls", p.type_line as "typeLine"`;

export const printingsWithSets: SQL = sql`${cardPrintings} p join ${cardSets} s on s.code = p.set_code`;

const toNumber = (value: string | null) => (value === null ? null : Number(value));

/** Catalog USD prices (foil: foil or etched) of printings, by id. */
export async function findCatalogUsdPrices(
  db: Database,
  printingIds: string[],
): Promise<Map<string, { usd: number | null; usdFoil: number | null }>> {
  if (printingIds.length === 0) return new Map();
  const rows = await db
    .select({ id: cardPrices.printingId, usd: cardPrices.usd, usdFoil: cardPrices.usdFoil })
    .from(cardPrices)
    .where(anyOf(cardPrices.printingId, printingIds));
  return new Map(
    rows.map((row) => [row.id, { usd: toNumber(row.usd), usdFoil: toNumber(row.usdFoil) }]),
  );
}

/** Printings by catalog id (a library card's referenceId), for features that show cards. */
export async function findPrintingsByIds(
  db: Database,
  ids: string[],
): Promise<Map<string, PrintingSummary>> {
  if (ids.length === 0) return new Map();
  const p = cardPrintings;
  const rows: PrintingSummary[] = await db
    .select({
      id: p.id,
      oracleId: p.oracleId,
      name: p.name,
      setCode: p.setCode,
      setName: cardSets.name,
      collectorNumber: p.collectorNumber,
      language: p.language,
      finishes: p.finishes,
      imageUrls: p.imageUrls,
      typeLine: p.typeLine,
    })
    .from(p)
    .innerJoin(cardSets, eq(cardSets.code, p.setCode))
    .where(anyOf(p.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
