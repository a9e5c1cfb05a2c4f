import { TERMS_VERSION, type registrationSchema } from '@mdc/shared';
import type { z } from 'zod';
import { userProfiles, users } from '../../db/schema/index';
import { AppError } from '../../errors';
import { validationMail } from '../mail/templates';
import { issueAccountToken } from './account-tokens';
import { validationLink, type AccountsContext } from './context';
import { hashPassword } from './passwords';
import { assertIdentityAvailable, rethrowUniqueViolation } from './identity';

export type Registration = z.output<typeof registrationSchema>;

/**
 * Creates the account (unvalidated, terms accepted now) and mails its validation link once.
 * Account, profile and token are written in one transaction.
 */
export async function registerUser(context: AccountsContext, input: Registration): Promise<void> {
  const { db, now } = context;
  await assertIdentityAvailable(db, { username: input.user, email: input.email });
  const passwordHash = await hashPassword(input.password);

  const token = await db
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
      return issueAccountToken(tx, {
        userId: user.id,
        purpose: 'validation',
        email: input.email,
        now,
      });
    })
    .catch(rethrowUniqueViolation);

  try {
    await context.mailer.send(
      validationMail(input.email, input.firstName, validationLink(context, token)),
    );
  } catch (err) {
    context.log.error({ err }, 'validation mail could not be sent');
    throw AppError.of(
      'mailUnavailable',
      'Tu cuenta fue creada, pero no pudimos enviarte el email de validación. Pedí que te lo reenviemos en unos minutos.',
    );
  }
}
