import { z } from 'zod';
import { textField } from '../text-field';
import { referenceIdSchema } from './schemas';

/**
 * The price history's calls, limits and texts (docs/product/catalog-and-prices.md#price-history):
 * a printing's USD price over the last 90 days, drawn as a sparkline with its change over 30.
 */

export const PRICE_HISTORY_DAYS = 90;
export const PRICE_CHANGE_DAYS = 30;
/** A batch asks for one page of library tiles at most (48 a page). */
export const PRICE_HISTORY_BATCH_MAX = 48;

export const PRICE_HISTORY_MESSAGES = {
  foilInvalid: 'El valor de foil debe ser true o false.',
  cardsInvalid:
    'Indicá las cartas como identificadores separados por comas, cada uno con ":foil" si es foil.',
  tooManyCards: `Podés consultar el historial de hasta ${PRICE_HISTORY_BATCH_MAX} cartas por vez.`,
} as const;
const M = PRICE_HISTORY_MESSAGES;

const usd = (value: string) => `USD ${Number(value).toFixed(2)}`;

export const PRICE_HISTORY_TEXTS = {
  /** '+12% en 30 días', '−5% en 30 días' (a true minus sign), '0% en 30 días'. */
  change: (percent: number) => {
    const rounded = Math.round(percent);
    const sign = rounded > 0 ? '+' : rounded < 0 ? '−' : '';
    return `${sign}${Math.abs(rounded)}% en ${PRICE_CHANGE_DAYS} días`;
  },
  /** The sparkline's name for a screen reader. */
  trend: (first: string, last: string) =>
    `Precio de los últimos ${PRICE_HISTORY_DAYS} días: de ${usd(first)} a ${usd(last)}`,
} as const;

/** `GET /api/catalog/price-history?printingId=&foil=`: one printing's finish. */
export const priceHistoryQuerySchema = z.object({
  printingId: referenceIdSchema,
  foil: z
    .enum(['true', 'false'], { error: M.foilInvalid })
    .optional()
    .transform((value) => value === 'true'),
});

const CARD_KEY = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(:foil)?$/i;

/** `GET /api/catalog/price-histories?cards=<id>,<id>:foil,…`: the tiles of one page. */
export const priceHistoriesQuerySchema = z.object({
  cards: textField({ error: M.cardsInvalid })
    .transform((text) => text.split(','))
    .pipe(
      z
        .array(z.string().regex(CARD_KEY, M.cardsInvalid), { error: M.cardsInvalid })
        .min(1, M.cardsInvalid)
        .max(PRICE_HISTORY_BATCH_MAX, M.tooManyCards),
    )
    .transform((keys) =>
      keys.map((key) => ({
        printingId: key.slice(0, 36).toLowerCase(),
        foil: key.length > 36,
      })),
    ),
});
export type PriceHistoryKey = z.output<typeof priceHistoriesQuerySchema>['cards'][number];

/** A day's value: 'YYYY-MM-DD' and the USD price as a 2-decimal text ('12.50'). */
export const pricePointSchema = z.object({ day: z.string(), usd: z.string() });
export type PricePoint = z.infer<typeof pricePointSchema>;

/**
 * The last 90 days, oldest first, a point each day the value changed (the first point the value
 * on the window's first day); the change in percent over 30 days, null without a value then.
 */
export const priceHistorySchema = z.object({
  points: z.array(pricePointSchema),
  change30d: z.number().nullable(),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;

export const priceHistoriesSchema = z.object({
  histories: z.array(priceHistorySchema.extend({ printingId: z.string(), foil: z.boolean() })),
});
export type PriceHistories = z.infer<typeof priceHistoriesSchema>;
