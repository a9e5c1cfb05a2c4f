import { sql, type SQL } from 'drizzle-orm';

/**
 * A result card (spec §3) as each audience sees it (spec §2 roles, DESIGN.md §5), written as
 * JSON text: a search answers ~800 cards, and the cheapest way found to write them (decision 014)
 * is PostgreSQL giving each as one JSON array of values (`resultCardValues`) and the server
 * writing the objects from those (`resultCardsJson`). The anonymous card is listed field by
 * field, so a column added to a query never reaches it by accident; the shared schemas
 * (`resultCardSchema`, `publicResultCardSchema`) check the shape in the API tests.
 */
export type Audience = 'public' | 'member';

/**
 * The columns a row must have, under these names, for `resultCardValues`: find-offers.ts and
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

interface Field {
  key: string;
  /** The field's value, for a row alias (`row`). */
  value: (row: string) => string;
  memberOnly?: true;
}

const column = (name: OfferColumn) => (row: string) => `${row}.${name}`;

/** Field order is the answer's; the member fields come last. */
const FIELDS: Field[] = [
  { key: 'id', value: column('id') },
  { key: 'referenceId', value: column('reference_id') },
  { key: 'cardName', value: column('name') },
  { key: 'searchedName', value: column('searched_name') },
  { key: 'setName', value: column('set_name') },
  { key: 'language', value: column('language') },
  { key: 'condition', value: column('condition') },
  { key: 'foil', value: column('foil') },
  { key: 'quantity', value: column('quantity') },
  { key: 'images', value: column('image_urls') },
  { key: 'reserved', value: column('reserved') },
  { key: 'ownerRegion', value: column('region') },
  { key: 'ownerCity', value: column('city') },
  // A selling library sells (also when it trades too: the card has a price); otherwise it trades.
  {
    key: 'transactionType',
    value: (row) => `case when ${row}.selling then 'sale' else 'trade' end`,
  },
  { key: 'ownerUser', value: column('username'), memberOnly: true },
  { key: 'libraryId', value: column('library_id'), memberOnly: true },
  { key: 'price', value: column('price'), memberOnly: true },
];

/**
 * The result card of the row `row` as one JSON array of its field values, in `FIELDS` order
 * (`json_build_array`: one call per row, every value typed and escaped by PostgreSQL), as text:
 * the column `resultCardsJson` reads.
 */
export const resultCardValues = (row: string): SQL =>
  sql.raw(`json_build_array(${FIELDS.map((field) => field.value(row)).join(', ')})::text`);

interface Writer {
  /** `"key":` (with its comma) and the array index of each field the audience sees. */
  fields: { prefix: string; index: number }[];
  /** Constant fields, written after the others (`,"key":value…`). */
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
    })),
    tail: Object.entries(constants)
      .map(([key, value]) => `,"${key}":${JSON.stringify(value)}`)
      .join(''),
  };
}

/**
 * The cards (each the text of a `resultCardValues` array) as one JSON array of result cards for
 * `audience`, as JSON.stringify would write them. `extra` adds constant fields (e.g.
 * `recommended: true`).
 */
export function resultCardsJson(
  cards: string[],
  audience: Audience,
  extra: Record<string, boolean | null> = {},
): string {
  const { fields, tail } = writerFor(audience, extra);
  let json = '[';
  for (let c = 0; c < cards.length; c++) {
    const values = JSON.parse(cards[c]!) as unknown[];
    json += c === 0 ? '{' : ',{';
    for (const { prefix, index } of fields) json += prefix + JSON.stringify(values[index]);
    json += `${tail}}`;
  }
  return `${json}]`;
}
