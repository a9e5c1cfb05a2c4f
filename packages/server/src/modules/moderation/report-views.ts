import type { ModerationEvent, ModerationReport, ReportStatus } from '@mdc/shared';
import { sql } from 'drizzle-orm';
import { anyOf, queryRows, type Database } from '../../db/client';
import { reportEvents } from '../../db/schema/index';
import { findAccountNames } from '../accounts/index';
import { findLibrarySummaries } from '../libraries/index';
import { findPlaces } from '../places/index';
import { findReports, type ReportRow } from '../reports/index';
import { findRecentRequests, findReputations } from '../reservations/index';

/**
 * The reports as the moderation screen shows them: each with the reported
 * account's record and latest reservations, its library or meeting point, and what moderators
 * did with it. Each
 * part from the module that holds it, in two rounds whatever the number of reports: the
 * reports, then at once the accounts' names, the libraries, the places, the records, the
 * reservations and the history.
 */

const PAGE = 100;
const RECENT_RESERVATIONS = 10;

interface EventRow extends Omit<ModerationEvent, 'moderator'> {
  reportId: string;
  moderatorId: string | null;
}

/** What moderators did with each report, oldest first, with the moderators' ids. */
const historyOf = (db: Database, reportIds: string[]) =>
  queryRows<EventRow>(
    db,
    sql`select e.report_id as "reportId", e.moderator_id as "moderatorId", e.action,
          e.created_at as at, e.reason
        from ${reportEvents} e
        where ${anyOf(sql`e.report_id`, reportIds, 'uuid')}
        order by e.created_at, e.id`,
  );

const iso = (value: Date | string) => new Date(value).toISOString();

async function viewsOf(db: Database, rows: ReportRow[]): Promise<ModerationReport[]> {
  if (!rows.length) return [];
  const reportedIds = [...new Set(rows.map((row) => row.reportedUserId))];
  const libraryIds = rows.flatMap((row) => (row.libraryId ? [row.libraryId] : []));
  const placeIds = [...new Set(rows.flatMap((row) => (row.placeId ? [row.placeId] : [])))];
  const [records, reserved, events, libraries, places] = await Promise.all([
    findReputations(db, reportedIds),
    findRecentRequests(db, reportedIds, RECENT_RESERVATIONS),
    historyOf(
      db,
      rows.map((row) => row.id),
    ),
    findLibrarySummaries(db, libraryIds),
    findPlaces(db, placeIds),
  ]);
  const names = await findAccountNames(db, [
    ...rows.flatMap((row) => [row.reporterId, row.reportedUserId]),
    ...events.flatMap((event) => (event.moderatorId ? [event.moderatorId] : [])),
  ]);
  const history = new Map<string, ModerationEvent[]>();
  for (const { reportId, moderatorId, ...event } of events) {
    const moderator = moderatorId ? (names.get(moderatorId)?.user ?? null) : null;
    const line = { ...event, moderator, at: iso(event.at) };
    history.set(reportId, [...(history.get(reportId) ?? []), line]);
  }
  return rows.map((row) => {
    const reported = names.get(row.reportedUserId);
    const library = row.libraryId ? libraries.get(row.libraryId) : undefined;
    return {
      id: row.id,
      createdAt: iso(row.createdAt),
      status: row.status,
      reason: row.reason,
      details: row.details,
      reporter: names.get(row.reporterId)?.user ?? null,
      reported: {
        user: reported?.user ?? '',
        ...records.get(row.reportedUserId)!,
        suspended: reported?.suspended ?? false,
      },
      library:
        row.libraryId && library
          ? { id: row.libraryId, name: library.name, hidden: library.hidden }
          : null,
      place: (row.placeId && places.get(row.placeId)) || null,
      reservations: reserved.get(row.reportedUserId) ?? [],
      history: history.get(row.id) ?? [],
    };
  });
}

/** The newest reports in `status`, at most 100. */
export async function listReports(db: Database, status: ReportStatus) {
  return viewsOf(db, await findReports(db, { status }, PAGE));
}

/** One report, or null. */
export async function findReport(db: Database, id: string): Promise<ModerationReport | null> {
  const [view] = await viewsOf(db, await findReports(db, { id }, 1));
  return view ?? null;
}
