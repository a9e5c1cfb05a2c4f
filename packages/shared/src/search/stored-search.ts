import { z } from 'zod';
import { MOXFIELD_MESSAGES } from './moxfield-messages';
import { resultCardSchema, searchResponseSchema, publicSearchResponseSchema } from './schemas';

/**
 * Contracts of the search calls beyond the name search (docs/product/search.md#calls): a
 * Moxfield deck, the last
 * search, a stored search's older results page, and the recommended cards.
 */

/** A logged-in user's search as the server keeps it (the newest one is 'Última búsqueda'). */
export const storedSearchSchema = z.object({
  id: z.string(),
  /** The names searched, in the order they were sent, each once (the same name added up). */
  names: z.array(z.string()),
  /** The copies wanted of each name, in the same order. */
  quantities: z.array(z.number()),
  /** The Moxfield deck id when the search came from a deck link, else null. */
  deckId: z.string().nullable(),
  createdAt: z.string(),
});
export type StoredSearch = z.infer<typeof storedSearchSchema>;

/** `GET /search/last`: the newest stored search run again; `search` null when there is none. */
export const lastSearchResponseSchema = searchResponseSchema.extend({
  search: storedSearchSchema.nullable(),
});
export type LastSearchResponse = z.infer<typeof lastSearchResponseSchema>;

/** The Moxfield deck a search came from (its name is shown above the results). */
export const moxfieldDeckSchema = z.object({
  id: z.string(),
  name: z.string(),
  /**
   * The distinct card names searched: its commanders, companions and mainboard, and its
   * sideboard when asked (`?sideboard=true`).
   */
  names: z.array(z.string()),
});
export type MoxfieldDeck = z.infer<typeof moxfieldDeckSchema>;

/**
 * The query of `GET /search/moxfield/decks/{deckId}` and its public twin: `?sideboard=true`
 * counts the sideboard's copies too (docs/product/search.md#deck-links); without it, or with
 * `false`, the sideboard is left out.
 */
export const moxfieldDeckQuerySchema = z.object({
  sideboard: z
    .enum(['true', 'false'], { error: MOXFIELD_MESSAGES.sideboardInvalid })
    .optional()
    .transform((value) => value === 'true'),
});
export type MoxfieldDeckQuery = z.output<typeof moxfieldDeckQuerySchema>;

/** `GET /search/moxfield/decks/{deckId}` */
export const moxfieldSearchResponseSchema = searchResponseSchema.extend({
  deck: moxfieldDeckSchema,
});
export type MoxfieldSearchResponse = z.infer<typeof moxfieldSearchResponseSchema>;

/** `GET /search/moxfield/decks/{deckId}/public` */
export const publicMoxfieldSearchResponseSchema = publicSearchResponseSchema.extend({
  deck: moxfieldDeckSchema,
});
export type PublicMoxfieldSearchResponse = z.infer<typeof publicMoxfieldSearchResponseSchema>;

/** A card of `GET /search/recommended`, which carries a recommended flag. */
export const recommendedCardSchema = resultCardSchema.extend({ recommended: z.literal(true) });
export type RecommendedCard = z.infer<typeof recommendedCardSchema>;
export const recommendedCardsSchema = z.array(recommendedCardSchema);

/**
 * An item of the older results page (docs/product/search.md#older-results-page). ownerPhone and
 * ownerEmail are '' unless the server may show them to this reader (docs/decisions/021).
 */
export const olderResultItemSchema = z.object({
  cardName: z.string(),
  quantity: z.number(),
  ownerName: z.string(),
  ownerPhone: z.string(),
  ownerEmail: z.string(),
  imageUrl: z.string(),
  /** The seller's public library: where the 'Mox:' link leads when no contact is shown. */
  libraryId: z.string(),
});
export type OlderResultItem = z.infer<typeof olderResultItemSchema>;

/** `GET /search/{id}` */
export const olderResultsResponseSchema = z.object({ results: z.array(olderResultItemSchema) });
export type OlderResultsResponse = z.infer<typeof olderResultsResponseSchema>;
