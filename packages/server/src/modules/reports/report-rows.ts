import type { ReportReason, ReportStatus } from '@mdc/shared';
import { desc, eq, asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reports } from '../../db/schema/index';
import { AppError } from '../../errors';

/** The reports as modules/moderation reads and closes them. */

export interface ReportRow {
  id: string;
  createdAt: Date;
  status: ReportStatus;
  reason: ReportReason;
  details: string;
  reporterId: string;
  reportedUserId: string;
  libraryId: string | null;
  /** A report of a meeting point names it (modules/places). */
  placeId: string | null;
}

/** The newest reports in `status`, or the one of that id, at most `limit`. */
export async function findReports(
  db: Database,
  which: { status: ReportStatus } | { id: string },
  limit: number,
): Promise<ReportRow[]> {
  const rows = await db
    .select()
    .from(reports)
    .where('id' in which ? eq(reports.id, which.id) : eq(reports.status, which.status))
    .orderBy(desc(reports.createdAt), asc(reports.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, reason: row.reason as ReportReason }));
}

/** The report, locked until the transaction ends (a moderator acts on it); MOD-404 if none. */
export async function lockReport(db: Database, reportId: string): Promise<ReportRow> {
  const [row] = await db.select().from(reports).where(eq(reports.id, reportId)).for('update');
  if (!row) throw AppError.of('moderationReportNotFound');
  return { ...row, reason: row.reason as ReportReason };
}

/** Closes the report as a moderator decided. */
export async function setReportStatus(
  db: Database,
  reportId: string,
  status: 'actioned' | 'dismissed',
): Promise<void> {
  await db.update(reports).set({ status }).where(eq(reports.id, reportId));
}
