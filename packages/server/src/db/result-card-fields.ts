import type { PublicResultCard, ResultCard, SearchResultCardField } from '@mdc/shared';

/**
 * The one list of a result card's fields as a library line keeps them (decision 014): each
 * field's part — the `offer_*` column of `library_cards` its JSON text is kept in — and its SQL
 * value, written from the arguments of that part's function (`offer_<part>_json`). Everything
 * else derives from it: the functions' texts and migrations (result-card-sql.ts), the generated
 * columns (schema/libraries.ts), the owner's parts (modules/libraries/listing.ts) and the parts
 * each audience reads (modules/search/result-cards.ts). The keys must be the shared schema's:
 * a key added to one side only fails the typecheck.
 */

/** `card` and `price` are generated columns of the line; `owner` and `seller` kept by listing.ts. */
export type Part = 'card' | 'price' | 'owner' | 'seller';

/** A value: SQL text, or a fixed JSON text (`{ json }`, merged with the text around it). */
export type Piece = string | { json: string };

/**
 * What the search adds to the line's parts (modules/search/result-cards.ts' `searchTail`): not
 * kept on it. Shared's result-card-fields.ts says which fields these are.
 */
type SearchOwn = SearchResultCardField;

/**
 * Every field, in the order of the JSON object; the first opens it, so it must be a `card` one.
 * The images come right after the id: a catalog image's address holds the printing's id, so the
 * compressor writes `referenceId` as a copy of the bytes just before (1.2 KB less for a 100-name
 * answer than with the images last, bench/README.md, Search, 2026-11-28). Reordering fields
 * rewrites every line's kept texts (a migration): measure before.
 */
export const RESULT_CARD_FIELDS = {
  id: { part: 'card', value: [{ json: '"' }, 'id', { json: '"' }] },
  images: { part: 'card', value: ['to_json(image_urls)'] },
  referenceId: { part: 'card', value: [`coalesce('"' || reference_id || '"', 'null')`] },
  cardName: { part: 'card', value: ['to_json(name)'] },
  // The catalog's set name; for a card kept by name, what its line knows, as shared
  // `shownSetName` says it ('LCI #132': the set code and '#number', each when not blank).
  setName: {
    part: 'card',
    value: [
      `coalesce(to_json(coalesce(set_name, nullif(ltrim(coalesce(btrim(set_code), '') || coalesce(' #' || nullif(btrim(collector_number), ''), '')), '')))::text, 'null')`,
    ],
  },
  language: { part: 'card', value: ['to_json(language)'] },
  condition: { part: 'card', value: ['to_json(condition)'] },
  foil: { part: 'card', value: ['foil'] },
  quantity: { part: 'card', value: ['quantity'] },
  // The operations before the place, and the city before its province: each then follows from
  // what precedes it more often, and the answer compresses better (0.6 KB for 100 names).
  transactionTypes: {
    part: 'owner',
    value: [
      `CASE WHEN selling AND trading THEN '["sale","trade"]' WHEN selling THEN '["sale"]' ELSE '["trade"]' END`,
    ],
  },
  // A selling library sells (also when it trades too: the card has a price); otherwise it trades.
  transactionType: {
    part: 'owner',
    value: [`CASE WHEN selling THEN '"sale"' ELSE '"trade"' END`],
  },
  ownerCity: { part: 'owner', value: [`coalesce(to_json(city)::text, 'null')`] },
  ownerRegion: { part: 'owner', value: [`coalesce(to_json(region)::text, 'null')`] },
  ownerUser: { part: 'seller', value: [`coalesce(to_json(username)::text, 'null')`] },
  libraryId: { part: 'price', value: [{ json: '"' }, 'library_id', { json: '"' }] },
  price: { part: 'price', value: ['to_json(price)'] },
} as const satisfies Record<Exclude<keyof ResultCard, SearchOwn>, { part: Part; value: Piece[] }>;

export type ResultCardField = keyof typeof RESULT_CARD_FIELDS;

/** Every part, in the order their texts make a member's card. */
export const ALL_PARTS: Part[] = [
  ...new Set(Object.values(RESULT_CARD_FIELDS).map((field) => field.part)),
];

/** The parts anonymous visitors see: no owner user, library or price (decision 014). */
export const PUBLIC_PARTS = ['card', 'owner'] as const satisfies Part[];

type PublicField = {
  [
    K in ResultCardField
  ]: (typeof RESULT_CARD_FIELDS)[K]['part'] extends (typeof PUBLIC_PARTS)[number] ? K : never;
}[ResultCardField];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The public parts' fields are exactly the anonymous card's (a typecheck, nothing at run time). */
export const publicFieldsMatch: Same<
  PublicField,
  Exclude<keyof PublicResultCard, SearchOwn>
> = true;
