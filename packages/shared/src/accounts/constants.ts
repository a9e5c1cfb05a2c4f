/**
 * Limits and timings of the account screens and payloads (docs/product/accounts-and-sessions.md).
 */

/** Timings of the account screens, in milliseconds. */
export const ACCOUNT_TIMINGS = {
  redirectAfterRegisterMs: 2000,
  redirectAfterValidationMs: 3000,
  sessionCheckIntervalMs: 5 * 60 * 1000,
} as const;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
/** RFC 5321's limit for a whole address; also the limit of a login's user-or-email. */
export const EMAIL_MAX_LENGTH = 254;
/** Nombre and Apellido. */
export const PERSON_NAME_MAX_LENGTH = 60;
/** A province or city name, typed when no georef list could be had. */
export const PLACE_NAME_MAX_LENGTH = 100;
/** A georef id (province '14', department '14014'). */
export const PLACE_ID_MAX_LENGTH = 20;
/** Mailed tokens are 43 characters of base64url; anything much longer is not one of ours. */
export const ACCOUNT_TOKEN_MAX_LENGTH = 200;

export const ARGENTINA = { id: 1, name: 'Argentina' } as const;
export const CITY_LIST_MAX = 300;
/** Version of the terms a user accepts; raise it when the terms text changes. */
export const TERMS_VERSION = '2025-08-24';
