import { REPORT_MESSAGES, type ReportReason } from '@mdc/shared';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reports } from '../../db/schema/index';
import { AppError } from '../../errors';
import { formatUntil } from '../../lib/format-until';
import { findUserById, findUserByUsername } from '../accounts/index';
import { findLibrarySummaries } from '../libraries/index';
import { placeMembers } from '../places/index';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface NewReport {
  user?: string;
  libraryId?: string;
  placeId?: string;
  reason: ReportReason;
  details: string;
}

interface Target {
  userId: string;
  libraryId: string | null;
  placeId: string | null;
}

/** A live account's id by user name (any case). */
async function liveUserId(db: Database, user: string): Promise<string | undefined> {
  const row = await findUserByUsername(db, user);
  return row && !row.disabledAt ? row.id : undefined;
}

/**
 * A report of a meeting point names the member whose list the reporter saw it in (`user`), or
 * else the first other member who listed it: the place has no owner, and a moderator decides on
 * an account. A place nobody lists (removed, or left by all), or not on the named member's list:
 * 404.
 */
async function findPlaceTarget(
  db: Database,
  reporterId: string,
  { placeId, user }: { placeId: string; user?: string },
): Promise<Target> {
  const members = await placeMembers(db, placeId);
  const named = user
    ? await liveUserId(db, user)
    : (members.find((id) => id !== reporterId) ?? members[0]);
  if (!named || !members.includes(named)) {
    throw AppError.of('reportTargetNotFound', REPORT_MESSAGES.placeNotFound, 'placeId');
  }
  return { userId: named, libraryId: null, placeId };
}

/** The reported account: by user name (any case), or the owner of the library; live ones only. */
async function findTarget(db: Database, reporterId: string, report: NewReport): Promise<Target> {
  if (report.placeId) {
    return findPlaceTarget(db, reporterId, { placeId: report.placeId, user: report.user });
  }
  const { libraryId } = report;
  const library = libraryId && (await findLibrarySummaries(db, [libraryId])).get(libraryId);
  const user = libraryId
    ? library && (await findUserById(db, library.ownerId))
    : await findUserByUsername(db, report.user!);
  if (!user || user.disabledAt) throw AppError.of('reportTargetNotFound');
  return { userId: user.id, libraryId: libraryId ?? null, placeId: null };
}

/**
 * The daily cap (docs/product/trust-and-moderation.md#reports): a reporter who filed
 * `perDay` reports in the last 24 h gets the Spanish 429 saying when the oldest of them leaves
 * the 24 h, in Argentina's time, with Retry-After.
 */
async function assertUnderDailyCap(db: Database, reporterId: string, perDay: number, now: Date) {
  const recent = await db
    .select({ at: reports.createdAt })
    .from(reports)
    .where(and(eq(reports.reporterId, reporterId), gt(reports.createdAt, new Date(+now - DAY_MS))))
    .orderBy(desc(reports.createdAt))
    .limit(perDay);
  if (recent.length < perDay) return;
  const until = new Date(+recent[perDay - 1]!.at + DAY_MS);
  const message = REPORT_MESSAGES.dailyLimit(perDay, formatUntil(until));
  throw AppError.tooMany('reportDailyLimit', message, (+until - +now) / 1000);
}

/**
 * Stores a report. Yourself: 400. A reporter's second open report of the same
 * user changes nothing (the first stands for both), nor of the same place, so a repeat cannot
 * flood the moderators; past `perDay` new reports in 24 h, 429.
 */
export async function fileReport(
  db: Database,
  reporterId: string,
  report: NewReport,
  now: Date,
  perDay: number,
): Promise<void> {
  const target = await findTarget(db, reporterId, report);
  if (target.userId === reporterId) throw AppError.of('reportOwnAccount', undefined, 'user');
  await db.transaction(async (tx) => {
    // One reporter's reports are written one at a time: two cannot both pass the cap.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`report:${reporterId}`}, 0))`,
    );
    const [open] = await tx
      .select({ id: reports.id })
      .from(reports)
      .where(
        and(
          eq(reports.reporterId, reporterId),
          eq(reports.status, 'open'),
          target.placeId
            ? eq(reports.placeId, target.placeId)
            : and(eq(reports.reportedUserId, target.userId), isNull(reports.placeId)),
        ),
      );
    if (open) return;
    await assertUnderDailyCap(tx, reporterId, perDay, now);
    await tx.insert(reports).values({
      reporterId,
      reportedUserId: target.userId,
      libraryId: target.libraryId,
      placeId: target.placeId,
      reason: report.reason,
      details: report.details,
      createdAt: now,
    });
  });
}
