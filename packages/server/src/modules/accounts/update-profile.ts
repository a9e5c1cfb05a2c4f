import { TERMS_VERSION, type profileUpdateSchema, type UserProfile } from '@mdc/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { userProfiles, users } from '../../db/schema/index';
import { AppError } from '../../errors';
import { emailChangeMail } from './mails';
import { enqueueMail } from '../mail/index';
import { issueAccountToken } from './account-tokens';
import { validationLink, type AccountsContext } from './context';
import { assertIdentityAvailable, rethrowUniqueViolation } from './identity';
import { withKnownPlace } from './profile-place';
import { accountsNeeds } from './needs';
import { findUserById, getProfile } from './queries';

export type ProfileChanges = z.output<typeof profileUpdateSchema>;

/**
 * Saves profile changes (validated like registration). A new e-mail is only stored as pending and
 * mailed a validation link (enqueued with the change); it replaces the current one when that
 * link is followed.
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

  const { user: username, email, tycAccepted, alertDigest, ...fields } = changes;
  const emailChanged = email !== undefined && email !== current.email.toLowerCase();
  await assertIdentityAvailable(db, { username, email: emailChanged ? email : undefined }, userId);
  const profileFields = await withKnownPlace(db, userId, fields);

  await db
    .transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          ...(username !== undefined && { username }),
          // Asking for the current address again cancels a pending change.
          ...(email !== undefined && { pendingEmail: emailChanged ? email : null }),
          ...(tycAccepted && { tycAcceptedAt: now, tycVersion: TERMS_VERSION }),
          ...(alertDigest !== undefined && { alertDigest }),
          updatedAt: now,
        })
        .where(eq(users.id, userId));
      if (Object.keys(profileFields).length) {
        await tx.update(userProfiles).set(profileFields).where(eq(userProfiles.userId, userId));
      }
      // The search shows the seller's user name, province and city with each card.
      if (
        username !== undefined ||
        profileFields.region !== undefined ||
        profileFields.city !== undefined
      ) {
        await accountsNeeds.get().shownProfileChanged(tx, userId);
      }
      if (!emailChanged) return;
      const token = await issueAccountToken(tx, { userId, purpose: 'email-change', email, now });
      const name = (await getProfile(tx, userId))?.firstName ?? email;
      await enqueueMail(tx, emailChangeMail(email, name, validationLink(context, token)), now);
    })
    .catch(rethrowUniqueViolation);

  const profile = await getProfile(db, userId);
  if (!profile) throw AppError.of('unauthenticated');
  return profile;
}
