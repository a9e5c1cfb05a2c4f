import { z } from 'zod';
import { ALERT_DIGESTS } from '../notifications/constants';

/** What the account calls answer (docs/product/accounts-and-sessions.md). */

export const userProfileSchema = z.object({
  user: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  country: z.string(),
  countryId: z.number(),
  region: z.string(),
  regionId: z.string().nullable(),
  city: z.string(),
  cityId: z.string().nullable(),
  tycAccepted: z.boolean(),
  /** A new e-mail waiting for validation before it takes effect. */
  pendingEmail: z.string().nullable(),
  /** The account may moderate: the menu shows 'Moderación'. */
  moderator: z.boolean(),
  /** The wanted-list alerts' mail: a daily digest or none (docs/product/notifications.md). */
  alertDigest: z.enum(ALERT_DIGESTS),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const loginResponseSchema = z.object({ token: z.string(), email: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const consentResponseSchema = z.object({ tycAccepted: z.boolean() });
export const confirmResponseSchema = z.object({ code: z.string(), message: z.string() });
export const messageResponseSchema = z.object({ message: z.string() });

export const georefPlaceSchema = z.object({ id: z.string(), nombre: z.string() });
export type GeorefPlace = z.infer<typeof georefPlaceSchema>;
export const provinciasResponseSchema = z.object({ provincias: z.array(georefPlaceSchema) });
export const departamentosResponseSchema = z.object({
  departamentos: z.array(georefPlaceSchema),
});
