import {
  ACCOUNT_MESSAGES,
  loginIdentifierSchema,
  loginSchema,
  looksLikeEmail,
  type LoginPayload,
} from '@mdc/shared';
import { z } from 'zod';

/**
 * The login screen's fields: both required; the identifier is a user name or an e-mail. The
 * limits are the payload's own, so the form says what the server would.
 */
export const loginFormSchema = z.object({
  identifier: loginIdentifierSchema.min(1, ACCOUNT_MESSAGES.loginFieldsRequired),
  password: loginSchema.shape.password,
  keepSession: z.boolean(),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;

/** An identifier with '@' goes as email (user null), otherwise as user (email null). */
export function toLoginPayload({
  identifier,
  password,
  keepSession,
}: LoginFormValues): LoginPayload {
  return looksLikeEmail(identifier)
    ? { user: null, email: identifier, password, keepSession }
    : { user: identifier, email: null, password, keepSession };
}
