import { TERMS_VERSION, type profileUpdateSchema, type UserProfile } from '@mdc/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { userProfiles, users } from '../../db/schema/index';
import { AppError } from '../../errors';
import { emailChangeMail } from '../mail/templates';
import { issueAccountToken } from './account-tokens';
import { validationLink, type AccountsContext } from './context';
import { assertIdentityAvailable, rethrowUniqueViolation } from './identity';
import { findUserById, getProfile } from './queries';

export type ProfileChanges = z.output<typeof profileUpdateSchema>;

/**
 * Saves profile changes (validated like registration). A new e-mail is only stored as pending and
 * mailed a validation link; it replaces the current one when that link is followed.
 * `tycAccepted: true` records acceptance of the current terms version.
 */
export async function updateProfile(
  context: AccountsContext,
  userId: string,
  changes: ProfileChanges,
): Promise<UserProfile> {
  const { db, now } = context;
  const current = await findUserById(db, userId);
  if (!current?.email) throw AppError.of('unauthenticated');

  const { user: username, email, tycAccepted, ...profileFields } = changes;
  const emailChanged = email !== undefined && email !== current.email.toLowerCase();
  await assertIdentityAvailable(db, { username, email: emailChanged ? email : undefined }, userId);

  const token = await db
    .transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          ...(username !== undefined && { username }),
          // Asking for the current address again cancels a pending change.
          ...(email !== undefined && { pendingEmail: emailChanged ? email : null }),
          ...(tycAccepted && { tycAcceptedAt: now, tycVersion: TERMS_VERSION }),
          updatedAt: now,
        })
        .where(eq(users.id, userId));
      if (Object.keys(profileFields).length) {
        await tx.update(userProfiles).set(profileFields).where(eq(userProfiles.userId, userId));
      }
      return emailChanged
        ? issueAccountToken(tx, { userId, purpose: 'email-change', email, now })
        : undefined;
    })
    .catch(rethrowUniqueViolation);

  if (token && email) {
    const name = profileFields.firstName ?? (await getProfile(db, userId))?.firstName ?? email;
    try {
      await context.mailer.send(emailChangeMail(email, name, validationLink(context, token)));
    } catch (err) {
      context.log.error({ err }, 'e-mail change mail could not be sent');
      throw AppError.of(
        'mailUnavailable',
        'Guardamos tus datos, pero no pudimos enviar el email para validar tu nueva dirección. Intentá nuevamente en unos minutos.',
      );
    }
  }
  const profile = await getProfile(db, userId);
  if (!profile) throw AppError.of('unauthenticated');
  return profile;
}
