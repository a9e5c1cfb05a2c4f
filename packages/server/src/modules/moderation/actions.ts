import { MODERATION_MESSAGES, type ModerationAction, type ModerationReport } from '@mdc/shared';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { anyOf, type Database } from '../../db/client';
import { libraries, reportEvents, reports, userProfiles, users } from '../../db/schema/index';
import { AppError } from '../../errors';
import { libraryTouched, relistLibraryCards, relistOwnerCards } from '../libraries/index';
import { cancelAccountReservations } from '../reservations/index';
import { enqueueMail } from '../mail/index';
import { removePlace, restorePlace } from '../places/index';
import { endUserSessions } from '../sessions/index';
import { moderationMail, type MailedAction } from './mails';
import { findReport } from './report-views';

/**
 * What a moderator does with a report, in one transaction with its line in
 * the report's history (who, when, why):
 * - hideLibrary / showLibrary: the reported library leaves the search and its public page
 *   answers that it was hidden, or comes back;
 * - suspend / reinstate: the account cannot log in (each session ends at its next request, with
 *   SEC-006, or at the reinstatement), its cards leave the search and its public pages, and its
 *   open reservations are cancelled with a mail to the other party; reinstating lets it log in
 *   and list again (cancelled reservations stay so);
 * - removePlace / restorePlace: the reported meeting point leaves every member's list and its
 *   name cannot be listed again in its city, or may be listed again (nobody's list gets it back);
 * - dismiss: nothing changes but the report's status.
 * Every action but dismiss and restorePlace mails the accounts it touched (for a removed place,
 * every member who listed it), with the moderator's reason.
 * An action that would change nothing (hiding a hidden library, suspending a suspended account:
 * another moderator acted first) is refused (409 MOD-001), so nobody is mailed twice.
 * Hiding and suspending close an open report as 'actioned', dismissing as 'dismissed'; showing
 * and reinstating leave its status as it is.
 */

type Tx = Database;

interface Target {
  reportId: string;
  status: string;
  userId: string;
  libraryId: string | null;
  placeId: string | null;
}

async function lockReport(tx: Tx, reportId: string): Promise<Target> {
  const [row] = await tx
    .select({
      reportId: reports.id,
      status: reports.status,
      userId: reports.reportedUserId,
      libraryId: reports.libraryId,
      placeId: reports.placeId,
    })
    .from(reports)
    .where(eq(reports.id, reportId))
    .for('update');
  if (!row) throw AppError.of('moderationReportNotFound');
  return row;
}

async function setLibraryHidden(tx: Tx, target: Target, hidden: boolean, now: Date) {
  if (!target.libraryId) throw AppError.of('moderationNoLibrary');
  const changed = await tx
    .update(libraries)
    .set({ hiddenAt: hidden ? now : null, ...libraryTouched(now) })
    .where(
      and(
        eq(libraries.id, target.libraryId),
        hidden ? isNull(libraries.hiddenAt) : isNotNull(libraries.hiddenAt),
      ),
    )
    .returning({ id: libraries.id });
  if (!changed.length) throw AppError.of('moderationNothingToDo');
  await relistLibraryCards(tx, target.libraryId);
}

async function setSuspended(tx: Tx, userId: string, suspended: boolean, now: Date, url: string) {
  const changed = await tx
    .update(users)
    .set({ suspendedAt: suspended ? now : null, updatedAt: now })
    .where(
      and(
        eq(users.id, userId),
        suspended ? isNull(users.suspendedAt) : isNotNull(users.suspendedAt),
      ),
    )
    .returning({ id: users.id });
  if (!changed.length) throw AppError.of('moderationNothingToDo');
  // Locks the owner's libraries in id order (as every library write does), then their pages'
  // versions rise: a cached public page must not outlive the change.
  await relistOwnerCards(tx, userId);
  await tx.update(libraries).set(libraryTouched(now)).where(eq(libraries.ownerId, userId));
  // A suspended account's sessions stay until their next request, which ends each one and says
  // why (SEC-006, sessions/plugin.ts); the ones never used again end with the reinstatement, so
  // none outlives the suspension.
  if (!suspended) return endUserSessions(tx, userId);
  const freed = await cancelAccountReservations(tx, userId, now, url, 'accountSuspended');
  if (freed.length) {
    await tx.update(libraries).set(libraryTouched(now)).where(anyOf(libraries.id, freed));
  }
}

/**
 * A removed place leaves the lists of the members who listed it (the answer, to be told), or
 * the action changes nothing (409); restoring changes nobody's list.
 */
async function setPlaceRemoved(tx: Tx, target: Target, removed: boolean, now: Date) {
  if (!target.placeId) throw AppError.of('moderationNoPlace');
  if (removed) {
    const place = await removePlace(tx, target.placeId, now);
    if (!place) throw AppError.of('moderationNothingToDo');
    return place;
  }
  if (!(await restorePlace(tx, target.placeId))) throw AppError.of('moderationNothingToDo');
  return { name: '', memberIds: [] };
}

/** An account the action touched gets a mail saying what changed and why (mails.ts). */
async function tellAffected(
  tx: Tx,
  userId: string,
  action: MailedAction,
  about: { library: string | null; place: string | null },
  { reason, now }: { reason: string; now: Date },
) {
  const [row] = await tx
    .select({ email: users.email, user: users.username, firstName: userProfiles.firstName })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row?.email) return;
  const name = row.firstName ?? row.user ?? row.email;
  await enqueueMail(tx, moderationMail(action, { email: row.email, name, ...about }, reason), now);
}

/** The reported account is told of what happened to it or to its library. */
async function tellReported(tx: Tx, target: Target, action: MailedAction, why: Why) {
  const [library] = target.libraryId
    ? await tx
        .select({ name: libraries.name })
        .from(libraries)
        .where(eq(libraries.id, target.libraryId))
    : [];
  await tellAffected(
    tx,
    target.userId,
    action,
    { library: library?.name ?? null, place: null },
    why,
  );
}

interface Why {
  reason: string;
  now: Date;
}

const STATUS_AFTER: Partial<Record<ModerationAction, 'actioned' | 'dismissed'>> = {
  hideLibrary: 'actioned',
  suspend: 'actioned',
  removePlace: 'actioned',
  dismiss: 'dismissed',
};

export interface ActionInput {
  moderatorId: string;
  reportId: string;
  action: ModerationAction;
  reason: string;
  now: Date;
  publicUrl: string;
}

export async function actOnReport(
  db: Database,
  { moderatorId, reportId, action, reason, now, publicUrl }: ActionInput,
): Promise<{ message: string; report: ModerationReport }> {
  await db.transaction(async (tx) => {
    const target = await lockReport(tx, reportId);
    const why = { reason, now };
    if (action === 'hideLibrary' || action === 'showLibrary') {
      await setLibraryHidden(tx, target, action === 'hideLibrary', now);
    } else if (action === 'suspend' || action === 'reinstate') {
      await setSuspended(tx, target.userId, action === 'suspend', now, publicUrl);
    } else if (action === 'removePlace' || action === 'restorePlace') {
      const place = await setPlaceRemoved(tx, target, action === 'removePlace', now);
      for (const userId of place.memberIds) {
        await tellAffected(tx, userId, 'removePlace', { library: null, place: place.name }, why);
      }
    }
    const status = STATUS_AFTER[action];
    if (status && target.status === 'open') {
      await tx.update(reports).set({ status }).where(eq(reports.id, reportId));
    }
    await tx.insert(reportEvents).values({ reportId, moderatorId, action, reason, createdAt: now });
    if (action !== 'dismiss' && action !== 'removePlace' && action !== 'restorePlace') {
      await tellReported(tx, target, action, why);
    }
  });
  const report = (await findReport(db, reportId))!;
  return { message: MODERATION_MESSAGES.done[action], report };
}
