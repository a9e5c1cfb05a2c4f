import { z } from 'zod';
import { textField } from '../text-field';
import {
  CARD_CONDITIONS,
  CARD_LANGUAGES,
  CARD_NAME_MAX_LENGTH,
  CARD_SUMMARY_MAX_ROWS,
  CATALOG_MESSAGES as M,
} from './constants';

/** Payloads and answers of the catalog calls (docs/product/catalog-and-prices.md#calls). */

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const cardName = (shown: boolean) =>
  textField({ error: M.nameRequired, shown })
    .trim()
    .min(1, M.nameRequired)
    .max(CARD_NAME_MAX_LENGTH, M.nameTooLong);

export const cardNameSchema = cardName(false);
/** A card name kept in a library, which others read (docs/product/quality.md#text-others-read). */
export const listedCardNameSchema = cardName(true);

/** `?name=` of the card-name search, autocomplete and set lookups. */
export const cardNameQuerySchema = z.object({ name: cardNameSchema });

/** Card-name search result: the card (oracle) id and its English name. */
export const cardNameResultSchema = z.object({ id: z.string(), name: z.string() });
export type CardNameResult = z.infer<typeof cardNameResultSchema>;
export const cardNameResultsSchema = z.array(cardNameResultSchema);

/** Card-set option: one printing of a name, with its catalog USD prices. */
export const cardSetOptionSchema = z.object({
  /** The printing's catalog id: a library card's referenceId. */
  id: z.string(),
  setName: z.string(),
  setCode: z.string(),
  collectorNumber: z.string(),
  language: z.string(),
  finishes: z.array(z.string()),
  image: z.array(z.string()),
  usd: z.number().nullable(),
  usdFoil: z.number().nullable(),
});
export type CardSetOption = z.infer<typeof cardSetOptionSchema>;
export const cardSetOptionsSchema = z.array(cardSetOptionSchema);

export const referenceIdSchema = textField({ error: M.referenceIdInvalid })
  .regex(UUID_PATTERN, M.referenceIdInvalid)
  .transform((id) => id.toLowerCase());
export const referenceIdParamsSchema = z.object({ id: referenceIdSchema });

/** Reference price answer (docs/product/catalog-and-prices.md#reference-prices): 0 when unknown. */
export const referencePriceSchema = z.object({
  usd: z.number(),
  eur: z.number(),
  ck: z.number(),
  scg: z.number(),
  usd_foil: z.number(),
  eur_foil: z.number(),
  ck_foil: z.number(),
  scg_foil: z.number(),
  lastUpdatedAtUtc: z.string(),
});
export type ReferencePrice = z.infer<typeof referencePriceSchema>;

/** An optional short code (set, collector number): blank becomes null. Others read it. */
export const optionalCode = (max: number, message: string) =>
  textField({ error: message, shown: true })
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

/** Imported card (docs/product/libraries.md#bulk-import): one row of an export file. */
export const importedCardSchema = z.object({
  name: listedCardNameSchema,
  set: optionalCode(20, M.setTooLong),
  collectorNumber: optionalCode(20, M.collectorNumberTooLong),
  foil: z.boolean().default(false),
  condition: z.enum(CARD_CONDITIONS, { error: M.conditionInvalid }).default('NM'),
  language: z.enum(CARD_LANGUAGES, { error: M.languageInvalid }).default('en'),
  /** A decimal, or 'ck' (follows the reference price). */
  price: z
    .union(
      [
        z.number().nonnegative(M.priceInvalid),
        textField({ error: M.priceInvalid }).trim().max(20, M.priceInvalid),
      ],
      {
        error: M.priceInvalid,
      },
    )
    .nullish()
    .transform((value) => value ?? null),
  quantity: z
    .number({ error: M.quantityInvalid })
    .int(M.quantityInvalid)
    .min(1, M.quantityInvalid)
    .max(CARD_SUMMARY_MAX_ROWS, M.quantityInvalid)
    .default(1),
  /** The printing's Scryfall id (ManaBox exports): the catalog's printing id, looked up first. */
  scryfallId: referenceIdSchema
    .optional()
    .describe(
      "The printing's Scryfall id. When it is a catalog printing the row resolves to exactly " +
        'that printing (match printing), whatever its name, set and number say.',
    ),
});
export type ImportedCard = z.input<typeof importedCardSchema>;
export type ParsedImportedCard = z.output<typeof importedCardSchema>;

export const cardSummaryRequestSchema = z
  .array(importedCardSchema, { error: M.cardsRequired })
  .min(1, M.cardsRequired)
  .max(CARD_SUMMARY_MAX_ROWS, M.tooManyCards);

/** The catalog printing a row resolved to. */
export const cardReferenceSchema = z.object({
  id: z.string(),
  name: z.string(),
  setCode: z.string(),
  setName: z.string(),
  collectorNumber: z.string(),
  images: z.array(z.string()),
  usd: z.number().nullable(),
  usdFoil: z.number().nullable(),
});
export type CardReference = z.infer<typeof cardReferenceSchema>;

/**
 * How a row matched: its exact printing (its Scryfall id, or set + number), its set, only its
 * name (the catalog's default printing), or nothing (free text; `suggestions` holds close names).
 */
export const cardMatchSchema = z.enum(['printing', 'set', 'name', 'none']);
export type CardMatch = z.infer<typeof cardMatchSchema>;

export const cardSummarySchema = z.object({
  name: z.string(),
  set: z.string().nullable(),
  collectorNumber: z.string().nullable(),
  foil: z.boolean(),
  condition: z.enum(CARD_CONDITIONS),
  language: z.enum(CARD_LANGUAGES),
  price: z.union([z.number(), z.string()]).nullable(),
  quantity: z.number(),
  match: cardMatchSchema,
  reference: cardReferenceSchema.nullable(),
  suggestions: z.array(z.string()),
});
export type CardSummary = z.infer<typeof cardSummarySchema>;

/** Card-data lookup answer (docs/product/catalog-and-prices.md#card-data-for-an-import). */
export const cardSummaryResponseSchema = z.object({
  exchangeRate: z.number(),
  cards: z.array(cardSummarySchema),
});
export type CardSummaryResponse = z.infer<typeof cardSummaryResponseSchema>;
