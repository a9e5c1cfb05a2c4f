import type { ReportReason } from '@mdc/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { libraries, reports, users } from '../../db/schema/index';
import { AppError } from '../../errors';

export interface NewReport {
  user?: string;
  libraryId?: string;
  reason: ReportReason;
  details: string;
}

/** The reported account: by user name (any case), or the owner of the library; live ones only. */
async function findTarget(db: Database, report: NewReport) {
  const [row] = report.libraryId
    ? await db
        .select({ userId: users.id, libraryId: libraries.id })
        .from(libraries)
        .innerJoin(users, eq(users.id, libraries.ownerId))
        .where(and(eq(libraries.id, report.libraryId), isNull(users.disabledAt)))
    : await db
        .select({ userId: users.id, libraryId: sql<string | null>`null` })
        .from(users)
        .where(
          and(
            eq(sql`lower(${users.username})`, report.user!.toLowerCase()),
            isNull(users.disabledAt),
          ),
        );
  if (!row) throw AppError.of('reportTargetNotFound');
  return row;
}

/**
 * Stores a report (issue 20, item 4). Yourself: 400. A reporter's second open report of the same
 * user changes nothing (the first stands for both), so a repeat cannot flood the moderators.
 */
export async function fileReport(
  db: Database,
  reporterId: string,
  report: NewReport,
  now: Date,
): Promise<void> {
  const target = await findTarget(db, report);
  if (target.userId === reporterId) throw AppError.of('reportOwnAccount', undefined, 'user');
  await db.transaction(async (tx) => {
    // One reporter's reports of one user are written one at a time.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`report:${reporterId}:${target.userId}`}, 0))`,
    );
    const [open] = await tx
      .select({ id: reports.id })
      .from(reports)
      .where(
        and(
          eq(reports.reporterId, reporterId),
          eq(reports.reportedUserId, target.userId),
          eq(reports.status, 'open'),
        ),
      );
    if (open) return;
    await tx.insert(reports).values({
      reporterId,
      reportedUserId: target.userId,
      libraryId: target.libraryId,
      reason: report.reason,
      details: report.details,
      createdAt: now,
    });
  });
}
