import { sql, type SQL } from 'drizzle-orm';

/**
 * A result card (spec §3) as each audience sees it (spec §2 roles, DESIGN.md §5), written as
 * JSON text straight from the query's rows: a search answers ~800 cards, and neither building
 * objects (and serializing them again through the response schema) nor having PostgreSQL write
 * the JSON (~10 µs a card on the benchmark's machine) is cheap (decision 014). The query selects
 * `resultCardColumns` (every column as text, in one order) and `resultCardsJson` writes each
 * row's fields for the audience. The anonymous card is listed field by field, so a column added
 * to a query never reaches it by accident; the shared schemas (`resultCardSchema`,
 * `publicResultCardSchema`) check the shape in the API tests.
 */
export type Audience = 'public' | 'member';

/**
 * The columns a row must have, under these names, for `resultCardColumns`: find-offers.ts and
 * recommended-cards.ts select them.
 */
export type OfferColumn =
  | 'id'
  | 'reference_id'
  | 'name'
  | 'searched_name'
  | 'set_name'
  | 'language'
  | 'condition'
  | 'foil'
  | 'quantity'
  | 'image_urls'
  | 'reserved'
  | 'region'
  | 'city'
  | 'selling'
  | 'username'
  | 'library_id'
  | 'price';

/**
 * How a column is read as text: `string` becomes a JSON string (or null); `json` is PostgreSQL's
 * own text of a boolean, an integer or a `to_json` value, JSON as it is.
 */
type Encoding = 'string' | 'json';

interface Field {
  key: string;
  /** The column's text, for a row alias (`row`). */
  text: (row: string) => string;
  encoding: Encoding;
  memberOnly?: true;
}

const column =
  (name: OfferColumn, cast = '') =>
  (row: string) =>
    `${row}.${name}${cast}`;

/** Field order is the answer's; the member fields come last, as before. */
const FIELDS: Field[] = [
  { key: 'id', text: column('id', '::text'), encoding: 'string' },
  { key: 'referenceId', text: column('reference_id', '::text'), encoding: 'string' },
  { key: 'cardName', text: column('name'), encoding: 'string' },
  { key: 'searchedName', text: column('searched_name'), encoding: 'string' },
  { key: 'setName', text: column('set_name'), encoding: 'string' },
  { key: 'language', text: column('language'), encoding: 'string' },
  { key: 'condition', text: column('condition'), encoding: 'string' },
  { key: 'foil', text: column('foil', '::text'), encoding: 'json' },
  { key: 'quantity', text: column('quantity', '::text'), encoding: 'json' },
  { key: 'images', text: (row) => `to_json(${row}.image_urls)::text`, encoding: 'json' },
  { key: 'reserved', text: column('reserved', '::text'), encoding: 'json' },
  { key: 'ownerRegion', text: column('region'), encoding: 'string' },
  { key: 'ownerCity', text: column('city'), encoding: 'string' },
  // A selling library sells (also when it trades too: the card has a price); otherwise it trades.
  {
    key: 'transactionType',
    text: (row) => `case when ${row}.selling then 'sale' else 'trade' end`,
    encoding: 'string',
  },
  { key: 'ownerUser', text: column('username'), encoding: 'string', memberOnly: true },
  { key: 'libraryId', text: column('library_id', '::text'), encoding: 'string', memberOnly: true },
  { key: 'price', text: column('price'), encoding: 'string', memberOnly: true },
];

/** The select list `resultCardsJson` reads: the fields' texts, first in each row, in order. */
export const resultCardColumns = (row: string): SQL =>
  sql.raw(FIELDS.map((field) => field.text(row)).join(', '));

/** The number of columns `resultCardColumns` selects: a query's own columns come after them. */
export const RESULT_CARD_COLUMNS = FIELDS.length;

interface Writer {
  /** `"key":` (with its comma) and the column index of each field the audience sees. */
  fields: { prefix: string; index: number; json: boolean }[];
  /** Constant fields, written after the columns' (`,"key":value…`). */
  tail: string;
}

function writerFor(audience: Audience, extra: Record<string, boolean | null>): Writer {
  const shown = FIELDS.flatMap((field, index) =>
    audience === 'member' || !field.memberOnly ? [{ field, index }] : [],
  );
  // The member card's price source and date are filled by the reference-price lookup on the
  // client: null here.
  const constants = {
    ...(audience === 'member' ? { priceSource: null, priceUpdatedAt: null } : {}),
    ...extra,
  };
  return {
    fields: shown.map(({ field, index }, i) => ({
      prefix: `${i === 0 ? '' : ','}"${field.key}":`,
      index,
      json: field.encoding === 'json',
    })),
    tail: Object.entries(constants)
      .map(([key, value]) => `,"${key}":${JSON.stringify(value)}`)
      .join(''),
  };
}

/**
 * The rows (text columns, `resultCardColumns` first) as a JSON array of result cards for
 * `audience`, as JSON.stringify would write them. `extra` adds constant fields (e.g.
 * `recommended: true`).
 */
export function resultCardsJson(
  rows: (string | null)[][],
  audience: Audience,
  extra: Record<string, boolean | null> = {},
): string {
  const { fields, tail } = writerFor(audience, extra);
  let json = '[';
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    json += r === 0 ? '{' : ',{';
    for (const { prefix, index, json: asIs } of fields) {
      const value = row[index] ?? null;
      json += prefix + (value === null ? 'null' : asIs ? value : JSON.stringify(value));
    }
    json += `${tail}}`;
  }
  return `${json}]`;
}
