import { MODERATION_MESSAGES, type ModerationAction, type ModerationReport } from '@mdc/shared';
import type { Database } from '../../db/client';
import { reportEvents } from '../../db/schema/index';
import { AppError } from '../../errors';
import { findAddressee, setSuspended } from '../accounts/index';
import {
  findLibrarySummaries,
  relistOwnerCards,
  setLibraryHidden,
  touchOwnerLibraries,
} from '../libraries/index';
import { enqueueMail } from '../mail/index';
import { removePlace, restorePlace } from '../places/index';
import { lockReport, setReportStatus, type ReportRow } from '../reports/index';
import { cancelAccountReservations } from '../reservations/index';
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

async function setLibraryHiddenOf(tx: Tx, target: ReportRow, hidden: boolean, now: Date) {
  if (!target.libraryId) throw AppError.of('moderationNoLibrary');
  const changed = await setLibraryHidden(tx, target.libraryId, hidden, now);
  if (!changed) throw AppError.of('moderationNothingToDo');
}

async function setSuspendedOf(tx: Tx, userId: string, suspended: boolean, now: Date, url: string) {
  const changed = await setSuspended(tx, userId, suspended, now);
  if (!changed) throw AppError.of('moderationNothingToDo');
  // Locks the owner's libraries in id order (as every library write does), then their pages'
  // versions rise: a cached public page must not outlive the change.
  await relistOwnerCards(tx, userId);
  await touchOwnerLibraries(tx, userId, now);
  // A suspended account's sessions stay until their next request, which ends each one and says
  // why (SEC-006, sessions/plugin.ts); the ones never used again end with the reinstatement, so
  // none outlives the suspension.
  if (!suspended) return endUserSessions(tx, userId);
  await cancelAccountReservations(tx, userId, now, url, 'accountSuspended');
}

/**
 * A removed place leaves the lists of the members who listed it (the answer, to be told), or
 * the action changes nothing (409); restoring changes nobody's list.
 */
async function setPlaceRemoved(tx: Tx, target: ReportRow, removed: boolean, now: Date) {
  if (!target.placeId) throw AppError.of('moderationNoPlace');
  if (removed) {
    const place = await removePlace(tx, target.placeId, now);
    if (!place) throw AppError.of('moderationNothingToDo');
    return place;
  }
  if (!(await restorePlace(tx, target.placeId))) throw AppError.of('moderationNothingToDo');
  return { name: '', memberIds: [] };
}

interface Why {
  reason: string;
  now: Date;
}

/** An account the action touched gets a mail saying what changed and why (mails.ts). */
async function tellAffected(
  tx: Tx,
  userId: string,
  action: MailedAction,
  about: { library: string | null; place: string | null },
  { reason, now }: Why,
) {
  const addressee = await findAddressee(tx, userId);
  if (!addressee) return;
  await enqueueMail(tx, moderationMail(action, { ...addressee, ...about }, reason), now);
}

/** The reported account is told of what happened to it or to its library. */
async function tellReported(tx: Tx, target: ReportRow, action: MailedAction, why: Why) {
  const libraryId = target.libraryId;
  const library = libraryId ? (await findLibrarySummaries(tx, [libraryId])).get(libraryId) : null;
  const about = { library: library?.name ?? null, place: null };
  await tellAffected(tx, target.reportedUserId, action, about, why);
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
      await setLibraryHiddenOf(tx, target, action === 'hideLibrary', now);
    } else if (action === 'suspend' || action === 'reinstate') {
      await setSuspendedOf(tx, target.reportedUserId, action === 'suspend', now, publicUrl);
    } else if (action === 'removePlace' || action === 'restorePlace') {
      const place = await setPlaceRemoved(tx, target, action === 'removePlace', now);
      for (const userId of place.memberIds) {
        await tellAffected(tx, userId, 'removePlace', { library: null, place: place.name }, why);
      }
    }
    const status = STATUS_AFTER[action];
    if (status && target.status === 'open') await setReportStatus(tx, reportId, status);
    await tx.insert(reportEvents).values({ reportId, moderatorId, action, reason, createdAt: now });
    if (action !== 'dismiss' && action !== 'removePlace' && action !== 'restorePlace') {
      await tellReported(tx, target, action, why);
    }
  });
  const report = (await findReport(db, reportId))!;
  return { message: MODERATION_MESSAGES.done[action], report };
}
