import { TERMS_VERSION, type registrationSchema } from '@mdc/shared';
import type { z } from 'zod';
import { userProfiles, users } from '../../db/schema/index';
import { validationMail } from './mails';
import { enqueueMail } from '../mail/index';
import { issueAccountToken } from './account-tokens';
import { validationLink, type AccountsContext } from './context';
import { hashPassword } from './passwords';
import { assertIdentityAvailable, assertKnownPlace, rethrowUniqueViolation } from './identity';

export type Registration = z.output<typeof registrationSchema>;

/**
 * Creates the account (unvalidated, terms accepted now) and mails its validation link once.
 * Account, profile, token and the mail are written in one transaction; the mail leaves from the
 * outbox after it commits.
 */
export async function registerUser(context: AccountsContext, input: Registration): Promise<void> {
  const { db, now } = context;
  await assertIdentityAvailable(db, { username: input.user, email: input.email });
  await assertKnownPlace(db, input);
  const passwordHash = await hashPassword(input.password);

  await db
    .transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          username: input.user,
          email: input.email,
          passwordHash,
          tycAcceptedAt: now,
          tycVersion: TERMS_VERSION,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      await tx.insert(userProfiles).values({
        userId: user.id,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber,
        country: input.country,
        countryId: input.countryId,
        region: input.region,
        regionId: input.regionId,
        city: input.city,
        cityId: input.cityId,
      });
      const token = await issueAccountToken(tx, {
        userId: user.id,
        purpose: 'validation',
        email: input.email,
        now,
      });
      const link = validationLink(context, token);
      await enqueueMail(tx, validationMail(input.email, input.firstName, link), now);
    })
    .catch(rethrowUniqueViolation);
}
