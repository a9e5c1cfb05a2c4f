import { z } from 'zod';
import { listedCardNameSchema, optionalCode, referenceIdSchema } from '../catalog/schemas';
import { CARD_CONDITIONS, CARD_LANGUAGES, CATALOG_MESSAGES } from '../catalog/constants';
import { nameOrItemJsonSchema } from '../search/search-items';
import { textField } from '../text-field';
import {
  CK_PRICE,
  LIBRARY_MAX_CARDS,
  LIBRARY_MESSAGES as M,
  LIBRARY_NAME_MAX_LENGTH,
} from './constants';
import { storedLinePrice } from './line-price';
import { decimalPrice } from './price-text';

/** Payloads and answers of the library calls (docs/product/libraries.md#calls). */

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid in any case, answered lower-case; `message` when it is not one. */
export const uuidField = (message: string) =>
  textField({ error: message })
    .regex(UUID_PATTERN, message)
    .transform((id) => id.toLowerCase());

export const libraryIdSchema = uuidField(M.libraryIdInvalid);
export const libraryCardIdSchema = uuidField(M.cardIdInvalid);
export const libraryIdParamsSchema = z.object({ id: libraryIdSchema });
export const libraryCardIdParamsSchema = z.object({ id: libraryCardIdSchema });

export const libraryNameSchema = textField({ error: M.nameRequired, shown: true })
  .trim()
  .min(1, M.nameRequired)
  .max(LIBRARY_NAME_MAX_LENGTH, M.nameTooLong);

const flag = z.boolean({ error: M.flagInvalid });

/**
 * A buying library's alerts (docs/product/notifications.md#alerts): on or off, the most a copy
 * may cost (USD, a decimal above 0; null: any price) and whether only sellers of the owner's
 * province count. Absent from an update: unchanged. A sale library ignores them.
 */
const alertShape = {
  alerts: flag.optional(),
  alertMaxPrice: z
    .union(
      [z.number({ error: M.alertMaxPriceInvalid }), textField({ error: M.alertMaxPriceInvalid })],
      {
        error: M.alertMaxPriceInvalid,
      },
    )
    .transform((value, context) => {
      const price = decimalPrice(typeof value === 'number' ? String(value) : value.trim());
      if (price === null || Number(price) <= 0) {
        context.addIssue({ code: 'custom', message: M.alertMaxPriceInvalid });
        return z.NEVER;
      }
      return price;
    })
    .nullish(),
  alertSameProvince: flag.optional(),
};

/** New-library payload: name, selling, trading, buying, and a buying library's alerts. */
export const createLibrarySchema = z.object({
  name: libraryNameSchema,
  selling: flag.optional(),
  trading: flag.optional(),
  buying: flag.default(false),
  ...alertShape,
});
export type CreateLibraryInput = z.input<typeof createLibrarySchema>;
export type ParsedCreateLibrary = z.output<typeof createLibrarySchema>;

/** Rename (internalId, name); the sale flags may change too, the kind never. */
export const updateLibrarySchema = z.object({
  internalId: libraryIdSchema,
  name: libraryNameSchema,
  selling: flag.optional(),
  trading: flag.optional(),
  ...alertShape,
});
export type UpdateLibraryInput = z.input<typeof updateLibrarySchema>;
export type ParsedUpdateLibrary = z.output<typeof updateLibrarySchema>;

/** `GET /library?buying=true`: the buying libraries; otherwise the sale ones. */
export const libraryListQuerySchema = z.object({
  buying: z
    .enum(['true', 'false'], { error: M.flagInvalid })
    .optional()
    .transform((value) => value === 'true'),
});

/**
 * A price as sent: a dollar decimal with up to 2 places (text or number; a decimal comma too),
 * whole pesos ('ARS 15000', '$ 15.000'), or 'ck'. Stored as text: decimals with 2 places and a
 * point ('12.5' and '12,5' → '12.50'), pesos as 'ARS 15000' (line-price.ts).
 */
export const libraryPriceSchema = z
  .union([z.number({ error: M.priceInvalid }), textField({ error: M.priceInvalid })], {
    error: M.priceInvalid,
  })
  .transform((value, context) => {
    const text =
      typeof value === 'number'
        ? Number.isFinite(value) && value >= 0
          ? String(value)
          : ''
        : value.trim().toLowerCase();
    if (text === CK_PRICE) return CK_PRICE;
    const price = storedLinePrice(text);
    if (price === null) {
      context.addIssue({ code: 'custom', message: M.priceInvalid });
      return z.NEVER;
    }
    return price;
  });

const quantitySchema = z
  .number({ error: M.quantityInvalid })
  .int(M.quantityInvalid)
  .min(1, M.quantityInvalid)
  .max(LIBRARY_MAX_CARDS, M.quantityInvalid);

const conditionSchema = z.enum(CARD_CONDITIONS, { error: CATALOG_MESSAGES.conditionInvalid });
const languageSchema = z.enum(CARD_LANGUAGES, { error: CATALOG_MESSAGES.languageInvalid });
const foilSchema = z.boolean({ error: M.foilInvalid });

/**
 * Library card sent on create: from the dialog with its referenceId, from an import
 * with referenceId null plus set and collectorNumber (the server resolves them). A missing price
 * is 'ck' (follows the reference price); `reserved` is accepted and ignored.
 */
export const newLibraryCardSchema = z.object({
  libraryId: libraryIdSchema,
  referenceId: referenceIdSchema.nullish().transform((value) => value ?? null),
  name: listedCardNameSchema,
  set: optionalCode(20, CATALOG_MESSAGES.setTooLong),
  collectorNumber: optionalCode(20, CATALOG_MESSAGES.collectorNumberTooLong),
  foil: foilSchema.default(false),
  condition: conditionSchema.default('NM'),
  language: languageSchema.default('en'),
  quantity: quantitySchema.default(1),
  reserved: z.boolean({ error: M.flagInvalid }).optional(),
  price: libraryPriceSchema.nullish().transform((value) => value ?? CK_PRICE),
});
export type NewLibraryCard = z.input<typeof newLibraryCardSchema>;
export type ParsedNewLibraryCard = z.output<typeof newLibraryCardSchema>;

/**
 * `POST /library/card`: one card (the dialog) or many (an import), all for one library; one card
 * is read as a list of one (its errors then name the field as `0.price`).
 */
export const addLibraryCardsSchema = z.preprocess(
  (value) => (Array.isArray(value) || value === undefined || value === null ? value : [value]),
  z
    .array(newLibraryCardSchema, { error: M.cardsRequired })
    .min(1, M.cardsRequired)
    .max(LIBRARY_MAX_CARDS, M.tooManyRows),
);

/**
 * Library card sent on edit: id plus what changes. The name is read-only in the
 * dialog; a new referenceId moves the card to that printing of the same name.
 */
export const editLibraryCardSchema = z.object({
  id: libraryCardIdSchema,
  libraryId: libraryIdSchema.optional(),
  referenceId: referenceIdSchema.nullish(),
  name: listedCardNameSchema.optional(),
  cardSet: optionalCode(200, CATALOG_MESSAGES.setTooLong),
  foil: foilSchema.optional(),
  condition: conditionSchema.optional(),
  language: languageSchema.optional(),
  quantity: quantitySchema.optional(),
  reserved: z.boolean({ error: M.flagInvalid }).optional(),
  price: libraryPriceSchema.optional(),
});
export type EditLibraryCard = z.input<typeof editLibraryCardSchema>;
export type ParsedEditLibraryCard = z.output<typeof editLibraryCardSchema>;

/** Library (docs/product/libraries.md#libraries); cardCount is the sum of its cards' quantities. */
export const librarySchema = z.object({
  internalId: z.string(),
  name: z.string(),
  selling: z.boolean(),
  trading: z.boolean(),
  buying: z.boolean(),
  cardCount: z.number(),
  /** Present (true) only when a moderator hid the library: its owner is told so. */
  hiddenByModeration: z.literal(true).optional(),
  /** A buying library's alerts, to its owner only (docs/product/notifications.md#alerts). */
  alerts: z.boolean().optional(),
  alertMaxPrice: z.string().nullable().optional(),
  alertSameProvince: z.boolean().optional(),
});
export type Library = z.infer<typeof librarySchema>;
export const librariesSchema = z.array(librarySchema);

/** Library card as read (docs/product/libraries.md#cards). `reserved`: all copies reserved. */
export const libraryCardSchema = z.object({
  id: z.string(),
  libraryId: z.string(),
  referenceId: z.string().nullable(),
  cardName: z.string(),
  setCode: z.string().nullable(),
  setName: z.string().nullable(),
  collectorNumber: z.string().nullable(),
  language: z.string(),
  condition: z.string(),
  foil: z.boolean(),
  quantity: z.number(),
  price: z.string(),
  priceSource: z.string().nullable(),
  priceUpdatedAt: z.string().nullable(),
  reserved: z.boolean(),
  images: z.array(z.string()),
  /** The catalog's type line, for grouping by type; null for cards kept by name. */
  type: z.string().nullable(),
});
export type LibraryCard = z.infer<typeof libraryCardSchema>;

/** `GET /library/{id}` and `GET /library/{id}/public`: the library and all its cards. */
export const libraryCardsResponseSchema = z.object({
  library: librarySchema,
  cards: z.array(libraryCardSchema),
});
export type LibraryCardsResponse = z.infer<typeof libraryCardsResponseSchema>;

/**
 * `POST /library/card`: the cards written, how many lines were new, how many updated, the
 * library's copies after the write, and the copies it added (an updated line: the difference of
 * its quantity; negative when the write lowered quantities).
 */
export const addLibraryCardsResponseSchema = z.object({
  cards: z.array(libraryCardSchema),
  created: z.number(),
  updated: z.number(),
  cardCount: z.number(),
  addedCopies: z.number(),
});
export type AddLibraryCardsResponse = z.infer<typeof addLibraryCardsResponseSchema>;

/**
 * A card of `POST /library/buying/wanted`: a name (one copy) or `{ name, quantity }`, read as the
 * latter. The OpenAPI document shows both forms (the preprocessing hides the name's).
 */
const wantedCardSchema = z
  .preprocess(
    (value) => (typeof value === 'string' ? { name: value, quantity: 1 } : value),
    z.object(
      { name: listedCardNameSchema, quantity: quantitySchema.default(1) },
      { error: M.wantedCardInvalid },
    ),
  )
  .meta({ override: nameOrItemJsonSchema(LIBRARY_MAX_CARDS) });

/**
 * `POST /library/buying/wanted` (docs/product/notifications.md#missing-cards): cards by name,
 * each with the copies wanted (one when only named), into one of the user's buying libraries
 * (`libraryId`) or a new one (`name`), its alerts turned on.
 */
export const addWantedCardsSchema = z
  .object({
    libraryId: libraryIdSchema.optional(),
    name: libraryNameSchema.optional(),
    cards: z
      .array(wantedCardSchema, { error: M.wantedCardsRequired })
      .min(1, M.wantedCardsRequired)
      .max(LIBRARY_MAX_CARDS, M.tooManyRows),
    /** Basic lands (the catalog's 'Basic … Land' type lines) go in only when true. */
    basicLands: flag.default(false),
  })
  .refine((value) => (value.libraryId === undefined) !== (value.name === undefined), {
    message: M.wantedLibraryRequired,
    path: ['libraryId'],
  });
export type AddWantedCards = z.input<typeof addWantedCardsSchema>;
export type ParsedAddWantedCards = z.output<typeof addWantedCardsSchema>;

export const addWantedCardsResponseSchema = z.object({
  library: librarySchema,
  /** Lines new to the library. */
  added: z.number(),
  /** Lines already there with fewer copies, raised to the copies asked (never lowered). */
  raised: z.number(),
});
export type AddWantedCardsResponse = z.infer<typeof addWantedCardsResponseSchema>;
