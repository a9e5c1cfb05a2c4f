import { ACCOUNT_MESSAGES, looksLikeEmail, type LoginPayload } from '@mdc/shared';
import { z } from 'zod';

/** The login screen's fields: both required; the identifier is a user name or an e-mail. */
export const loginFormSchema = z.object({
  identifier: z.string().trim().min(1, ACCOUNT_MESSAGES.loginFieldsRequired),
  password: z.string().min(1, ACCOUNT_MESSAGES.loginFieldsRequired),
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
