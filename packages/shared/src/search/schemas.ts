import { z } from 'zod';
import { CARD_NAME_MAX_LENGTH } from '../catalog/constants';
import { textField } from '../text-field';
import { SEARCH_MAX_NAMES, SEARCH_MESSAGES as M } from './messages';
import { nameOrItemJsonSchema, SEARCH_MAX_QUANTITY } from './search-items';
import { memberResultCardShape, publicResultCardShape } from './result-card-fields';

/**
 * Payload and answers of `POST /search` and `POST /search/public` (docs/product/search.md#calls).
 */

export const searchNameSchema = textField({ error: M.nameNotText })
  .trim()
  .min(1, M.nameEmpty)
  .max(CARD_NAME_MAX_LENGTH, M.nameTooLong);

/** The copies wanted of a searched name: 1 to SEARCH_MAX_QUANTITY. */
export const searchQuantitySchema = z
  .number({ error: M.quantityInvalid })
  .int(M.quantityInvalid)
  .min(1, M.quantityInvalid)
  .max(SEARCH_MAX_QUANTITY, M.quantityInvalid);

/** A searched name with the copies wanted: `{ "name": "Counterspell", "quantity": 4 }`. */
export const searchItemSchema = z.object(
  { name: searchNameSchema, quantity: searchQuantitySchema.default(1) },
  { error: M.itemInvalid },
);

/**
 * An item of the body: a plain name (one copy) or a name with its copies. Both read as
 * `{ name, quantity }`; anything else gets `itemInvalid`.
 */
const searchEntrySchema = z.preprocess(
  (value) => (typeof value === 'string' ? { name: value, quantity: 1 } : value),
  searchItemSchema,
);

/**
 * The body: a list of card names, plain or with the copies wanted, mixed at will
 * (docs/product/search.md#quantities); the same name twice adds up (`mergeSearchItems`, done by
 * the search). Its length is checked before its items, so a list of a million names costs one
 * comparison, not a million validations.
 */
export const searchNamesSchema = z
  .preprocess(
    (value, context) => {
      if (Array.isArray(value) && value.length > SEARCH_MAX_NAMES) {
        context.addIssue({ code: 'custom', message: M.tooManyNames, input: value });
        return z.NEVER;
      }
      return value;
    },
    z
      .array(searchEntrySchema, { error: M.namesRequired })
      .min(1, M.namesEmpty)
      .max(SEARCH_MAX_NAMES, M.tooManyNames),
  )
  .meta({
    // What a client may send, for the OpenAPI document: the preprocessing hides it.
    override: {
      type: 'array',
      minItems: 1,
      maxItems: SEARCH_MAX_NAMES,
      items: nameOrItemJsonSchema(SEARCH_MAX_QUANTITY),
    },
  });
export type SearchNames = z.output<typeof searchNamesSchema>;

export { TRANSACTION_TYPES, type TransactionType } from './result-card-fields';

/**
 * A result card as anonymous visitors get it: nothing that names the owner or the price, not
 * even the library (its public page shows prices). Region and city stay: every tile shows them.
 * Its fields are defined once, in result-card-fields.ts.
 */
export const publicResultCardSchema = z.object(publicResultCardShape);
export type PublicResultCard = z.infer<typeof publicResultCardSchema>;

/** A result card as logged-in users get it: with owner, library and price. */
export const resultCardSchema = publicResultCardSchema.extend(memberResultCardShape);
export type ResultCard = z.infer<typeof resultCardSchema>;

/**
 * Close catalog names for a searched name the catalog does not know (a typo): '¿Quisiste decir
 * Lightning Bolt?'. Only the first few unknown names of a search get them.
 */
export const nameSuggestionSchema = z.object({
  /** The name as it was sent. */
  name: z.string(),
  /** Catalog names, the closest first. */
  closeNames: z.array(z.string()),
});
export type NameSuggestion = z.infer<typeof nameSuggestionSchema>;

/**
 * How far the market covers a searched name: one per distinct searched name, in searched order.
 * `available` counts the free copies the searcher could reserve over every listed line the name
 * matches, not only the ones answered (at most SEARCH_RESULTS_PER_NAME lines a name), up to
 * `quantity`: `available < quantity` says the market is short by the difference, and `available
 * === quantity` that it has enough (however many more). The searcher's own cards, blocked users'
 * (either way), reserved copies and suspended, deleted or hidden sellers' are left out.
 */
export const wantedCardSchema = z.object({
  /** The name as first sent. */
  name: z.string(),
  /** The copies wanted: the sum of the items of this name (at most SEARCH_MAX_QUANTITY). */
  quantity: z.number(),
  /** Free copies of it in the market, at most `quantity`. */
  available: z.number(),
});
export type WantedCard = z.infer<typeof wantedCardSchema>;

/** `notFound`: the searched names no card matched ('No encontradas'), as they were sent. */
export const searchResponseSchema = z.object({
  results: z.array(resultCardSchema),
  wanted: z.array(wantedCardSchema),
  notFound: z.array(z.string()),
  suggestions: z.array(nameSuggestionSchema),
  /** The stored search (logged-in searches are kept): its older results page is /search/{id}. */
  searchId: z.string().optional(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const publicSearchResponseSchema = z.object({
  results: z.array(publicResultCardSchema),
  wanted: z.array(wantedCardSchema),
  notFound: z.array(z.string()),
  suggestions: z.array(nameSuggestionSchema),
});
export type PublicSearchResponse = z.infer<typeof publicSearchResponseSchema>;
