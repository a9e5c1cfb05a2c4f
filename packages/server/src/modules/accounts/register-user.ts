import type { registrationSchema } from '@mdc/shared';
import type { z } from 'zod';
import { validationMail } from './mails';
import { enqueueMail } from '../mail/index';
import { issueAccountToken } from './account-tokens';
import { validationLink, type AccountsContext } from './context';
import { insertAccount } from './insert-account';
import { hashPassword } from './passwords';
import { assertIdentityAvailable, knownPlace, rethrowUniqueViolation } from './identity';

export type Registration = z.output<typeof registrationSchema>;

/**
 * Creates the account (unvalidated, terms accepted now) and mails its validation link once.
 * Account, profile, token and the mail are written in one transaction; the mail leaves from the
 * outbox after it commits.
 */
export async function registerUser(context: AccountsContext, input: Registration): Promise<void> {
  const { db, now } = context;
  await assertIdentityAvailable(db, { username: input.user, email: input.email });
  const place = await knownPlace(db, input);
  const passwordHash = await hashPassword(input.password);

  await db
    .transaction(async (tx) => {
      const userId = await insertAccount(tx, {
        ...input,
        ...place,
        passwordHash,
        now,
        validated: false,
      });
      const token = await issueAccountToken(tx, {
        userId,
        purpose: 'validation',
        email: input.email,
        now,
      });
      const link = validationLink(context, token);
      await enqueueMail(tx, validationMail(input.email, input.firstName, link), now);
    })
    .catch(rethrowUniqueViolation);
}
