import { validationMail } from './mails';
import { enqueueMail } from '../mail/index';
import { issueAccountToken } from './account-tokens';
import { validationLink, type AccountsContext } from './context';
import { findUserByEmail, getProfile } from './queries';

/**
 * Mails a new validation link to an account still waiting for one, if the address has one: the
 * lookup, and for a waiting account two inserts, in one transaction; the mail leaves from the
 * outbox. Runs after the answer (mail-requests.ts), so no address answers sooner than another.
 */
export async function mailValidationLinkAgain(
  context: AccountsContext,
  email: string,
): Promise<void> {
  const { db, now } = context;
  await db.transaction(async (tx) => {
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
}
