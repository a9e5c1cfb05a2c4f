import { validationMail } from '../mail/templates';
import { issueAccountToken } from './account-tokens';
import { sendQuietly, validationLink, type AccountsContext } from './context';
import { findUserByEmail, getProfile } from './queries';
import { limitMailRequest } from './request-limits';

/** Mails a new validation link to an account still waiting for one; same answer for any address. */
export async function resendValidation(
  context: AccountsContext,
  email: string,
  ip: string,
): Promise<void> {
  const { db, now } = context;
  await limitMailRequest(db, 'resend', email, ip, now);
  const user = await findUserByEmail(db, email);
  if (!user?.email || user.disabledAt || user.emailValidatedAt) return;
  const token = await issueAccountToken(db, { userId: user.id, purpose: 'validation', email, now });
  const profile = await getProfile(db, user.id);
  await sendQuietly(
    context,
    validationMail(user.email, profile?.firstName ?? user.email, validationLink(context, token)),
  );
}
