import { sql, type SQL } from 'drizzle-orm';

/**
 * A result card (spec §3) as each audience sees it (spec §2 roles, DESIGN.md §5), written as
 * JSON text by PostgreSQL: a search answers ~800 cards, and reading them as rows, building objects
 * and serializing them again cost the server more than the query itself (decision 014). The
 * anonymous card is listed field by field, so a column added to a query never reaches it by
 * accident; the shared schemas (`resultCardSchema`, `publicResultCardSchema`) check the shape
 * in the API tests.
 */
export type Audience = 'public' | 'member';

/**
 * The columns a row must have, under these names, for `resultCardJson`: find-offers.ts and
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

/** A selling library sells (also when it trades too: the card has a price); otherwise it trades. */
const transactionType = (row: string) =>
  `case when ${row}.selling then '"sale"' else '"trade"' end`;

const PUBLIC_FIELDS: [string, OfferColumn][] = [
  ['id', 'id'],
  ['referenceId', 'reference_id'],
  ['cardName', 'name'],
  ['searchedName', 'searched_name'],
  ['setName', 'set_name'],
  ['language', 'language'],
  ['condition', 'condition'],
  ['foil', 'foil'],
  ['quantity', 'quantity'],
  ['images', 'image_urls'],
  ['reserved', 'reserved'],
  ['ownerRegion', 'region'],
  ['ownerCity', 'city'],
];

const MEMBER_FIELDS: [string, OfferColumn][] = [
  ['ownerUser', 'username'],
  ['libraryId', 'library_id'],
  ['price', 'price'],
];

/**
 * The card in `row` for `audience` as compact JSON text (`{"id":"…","referenceId":…}`, as
 * JSON.stringify writes it; json_build_object would add a space around every colon and comma,
 * 10% more bytes). `extra` adds constant fields (e.g. `recommended: true`). Every name here is
 * the code's own, never input. The member card's price source and date are filled by the
 * reference-price lookup on the client: null here.
 */
export function resultCardJson(
  row: string,
  audience: Audience,
  extra: Record<string, boolean> = {},
): SQL {
  const field = (key: string, value: string) => `'"${key}":' || ${value}`;
  const column = ([key, name]: [string, OfferColumn]) =>
    field(key, `coalesce(to_json(${row}.${name})::text, 'null')`);
  const fields = [
    ...PUBLIC_FIELDS.map(column),
    field('transactionType', transactionType(row)),
    ...(audience === 'member'
      ? [
          ...MEMBER_FIELDS.map(column),
          field('priceSource', `'null'`),
          field('priceUpdatedAt', `'null'`),
        ]
      : []),
    ...Object.entries(extra).map(([key, value]) => field(key, `'${value}'`)),
  ];
  return sql.raw(`('{' || ${fields.join(` || ',' || `)} || '}')`);
}
