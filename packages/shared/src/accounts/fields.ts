import { z } from 'zod';
import { textField } from '../text-field';
import {
  ARGENTINA,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PLACE_ID_MAX_LENGTH,
  PLACE_NAME_MAX_LENGTH,
} from './constants';
import { ACCOUNT_MESSAGES as M } from './messages';

/**
 * The fields the account payloads are made of. Every rule names its own message: a schema-level
 * `error` would also answer for the length checks, and 'El nombre es requerido' for a name that
 * is too long misleads.
 */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;
const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,24}$/;

export const looksLikeEmail = (value: string) => value.includes('@');

/** Trimmed text others read that must not be empty, with its own message for too long. */
const requiredText = (required: string, max: number, tooLong: string) =>
  textField({ error: required, shown: true }).trim().min(1, required).max(max, tooLong);

export const usernameSchema = textField({ error: M.userRequired })
  .trim()
  .min(1, M.userRequired)
  .refine((value) => !looksLikeEmail(value), M.userIsEmail)
  .refine((value) => looksLikeEmail(value) || USERNAME_PATTERN.test(value), M.userFormat);

/** An e-mail with the given messages for empty and malformed; lower-cased. Others read it. */
export const emailField = (required: string, invalid: string) =>
  textField({ error: required, shown: true })
    .trim()
    .min(1, required)
    .max(EMAIL_MAX_LENGTH, M.emailTooLong)
    .regex(EMAIL_PATTERN, invalid)
    .transform((value) => value.toLowerCase());

export const emailSchema = emailField(M.emailRequired, M.emailInvalid);

export const phoneSchema = textField({ error: M.phoneRequired })
  .trim()
  .min(1, M.phoneRequired)
  .regex(PHONE_PATTERN, M.phoneInvalid);

export const passwordSchema = textField({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, M.passwordMin)
  .max(PASSWORD_MAX_LENGTH, M.passwordMax);

export const firstNameSchema = requiredText(
  M.firstNameRequired,
  PERSON_NAME_MAX_LENGTH,
  M.firstNameTooLong,
);
export const lastNameSchema = requiredText(
  M.lastNameRequired,
  PERSON_NAME_MAX_LENGTH,
  M.lastNameTooLong,
);

const placeId = (invalid: string) =>
  textField({ error: invalid }).trim().max(PLACE_ID_MAX_LENGTH, invalid).nullable();

/** Location fields: Argentina only; a georef id for province and city, or a typed name. */
export const locationShape = {
  country: textField({ error: M.countryRequired })
    .trim()
    .refine((value) => value === ARGENTINA.name, M.countryRequired),
  countryId: z.literal(ARGENTINA.id, { error: M.countryRequired }),
  region: requiredText(M.regionRequired, PLACE_NAME_MAX_LENGTH, M.regionTooLong),
  regionId: placeId(M.regionIdInvalid),
  city: requiredText(M.cityRequired, PLACE_NAME_MAX_LENGTH, M.cityTooLong),
  /** null when the user typed the city because no list could be had. */
  cityId: placeId(M.cityIdInvalid),
};

/** What a user types to log in: a user name or an e-mail (sent as one or the other). */
export const loginIdentifierSchema = textField({ error: M.loginFieldsRequired })
  .trim()
  .max(EMAIL_MAX_LENGTH, M.loginIdentifierTooLong);
