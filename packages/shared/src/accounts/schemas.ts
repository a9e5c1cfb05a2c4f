import { z } from 'zod';
import { ALERT_DIGESTS } from '../notifications/constants';
import { textField } from '../text-field';
import { ACCOUNT_TOKEN_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import {
  emailField,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  locationShape,
  loginIdentifierSchema,
  passwordSchema,
  phoneSchema,
  usernameSchema,
} from './fields';
import { ACCOUNT_MESSAGES as M } from './messages';

/** One schema per account payload (docs/product/accounts-and-sessions.md), for routes and forms. */

const personShape = {
  user: usernameSchema,
  email: emailSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  phoneNumber: phoneSchema,
  ...locationShape,
};

export const registrationSchema = z
  .object({
    ...personShape,
    password: passwordSchema,
    confirmPassword: textField({ error: M.confirmPasswordRequired })
      .min(1, M.confirmPasswordRequired)
      .max(PASSWORD_MAX_LENGTH, M.passwordMax),
    tycAccepted: z.literal(true, { error: M.termsRequired }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: M.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type RegistrationPayload = z.input<typeof registrationSchema>;

/** PATCH /user: the profile fields, validated like registration; all optional. */
export const profileUpdateSchema = z
  .object({
    ...personShape,
    tycAccepted: z.literal(true),
    /** The wanted-list alerts' mail (docs/product/notifications.md#digest). */
    alertDigest: z.enum(ALERT_DIGESTS, { error: M.alertDigestInvalid }),
  })
  .partial();
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const loginSchema = z
  .object({
    user: loginIdentifierSchema.nullable().default(null),
    email: loginIdentifierSchema.nullable().default(null),
    password: textField({ error: M.loginFieldsRequired })
      .min(1, M.loginFieldsRequired)
      .max(PASSWORD_MAX_LENGTH, M.passwordMax),
    keepSession: z.boolean().default(false),
  })
  .refine((value) => Boolean(value.user || value.email), {
    message: M.loginFieldsRequired,
    path: ['user'],
  });
export type LoginPayload = z.input<typeof loginSchema>;

/** A mailed link's token: missing and malformed get the link's own messages. */
export const accountTokenSchema = textField({ error: M.validationMissingId })
  .trim()
  .min(1, M.validationMissingId)
  .max(ACCOUNT_TOKEN_MAX_LENGTH, M.linkInvalid);

/** Forgot password, resend: one e-mail. */
export const emailFormSchema = z.object({
  email: emailField(M.emailFormInvalid, M.emailFormInvalid),
});

export const resetPasswordSchema = z.object({
  password: textField({ error: M.resetPasswordMin })
    .min(PASSWORD_MIN_LENGTH, M.resetPasswordMin)
    .max(PASSWORD_MAX_LENGTH, M.passwordMax),
  token: accountTokenSchema,
});
export type ResetPasswordPayload = z.infer<typeof resetPasswordSchema>;

export const deleteAccountSchema = z.object({
  email: emailField(M.deleteEmailRequired, M.deleteEmailInvalid),
  password: textField({ error: M.deletePasswordRequired })
    .min(1, M.deletePasswordRequired)
    .min(PASSWORD_MIN_LENGTH, M.passwordMin)
    .max(PASSWORD_MAX_LENGTH, M.passwordMax),
});
export type DeleteAccountPayload = z.infer<typeof deleteAccountSchema>;
