import { z } from 'zod';
import { textField } from './text-field';

/** A first-party analytics event (one per navigation). */
export const analyticsEventSchema = z.object({
  type: z.literal('page_view'),
  path: textField()
    .min(1)
    .max(300)
    .regex(/^\/[^\s?#]*$/, 'La ruta debe empezar con "/" y no llevar parámetros.'),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** What `GET /api/config` tells the browser: nothing secret. */
export const clientConfigSchema = z.object({
  analytics: z.enum(['first-party', 'off']),
  botCheck: z.boolean(),
  exchangeRate: z.number(),
  /**
   * The peso's reference rate of the day (docs/product/notifications.md#pesos): pesos per
   * dollar and the day it is for; null when none is configured or fetched yet.
   */
  arsRate: z.object({ arsPerUsd: z.number(), day: z.string() }).nullable(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
