import { enqueueMail } from '../mail/outbox';
import { validationMail } from '../mail/templates';
import { issueAccountToken } from './account-tokens';
import { validationLink, type AccountsContext } from './context';
import { findUserByEmail, getProfile } from './queries';
import { limitMailRequest } from './request-limits';

/**
 * Mails a new validation link to an account still waiting for one. Every address gets the same
 * answer after the same work: the lookup, and for a waiting account two inserts, in one
 * transaction; the mail leaves from the outbox.
 */
export async function resendValidation(
  context: AccountsContext,
  email: string,
  ip: string,
): Promise<void> {
  const { db, now } = context;
  await limitMailRequest(db, 'resend', email, ip, now);
  const enqueued = await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user?.email || user.disabledAt || user.emailValidatedAt) return false;
    const name = (await getProfile(tx, user.id))?.firstName ?? user.email;
    const token = await issueAccountToken(tx, {
      userId: user.id,
      purpose: 'validation',
      email,
      now,
    });
    await enqueueMail(tx, validationMail(user.email, name, validationLink(context, token)), now);
    return true;
  });
  if (enqueued) context.deliverMailSoon();
}
