import type { ModerationEvent, ModerationReport, ReportReason, ReportStatus } from '@mdc/shared';
import { sql, type SQL } from 'drizzle-orm';
import { anyOf, queryRows, sqlArray, type Database } from '../../db/client';
import { libraries, reportEvents, reports, reservations, users } from '../../db/schema/index';
import { findPlaces } from '../places/index';
import { findReputations } from '../reservations/index';

/**
 * The reports as the moderation screen shows them: each with the reported
 * account's record and latest reservations, its library or meeting point, and what moderators
 * did with it. Five queries for any number of reports: the reports, the records, the
 * reservations, the places, the history.
 */

const PAGE = 100;
const RECENT_RESERVATIONS = 10;

interface ReportRow {
  id: string;
  createdAt: Date | string;
  status: ReportStatus;
  reason: ReportReason;
  details: string;
  reporter: string | null;
  reportedId: string;
  reported: string | null;
  suspended: boolean;
  libraryId: string | null;
  libraryName: string | null;
  libraryHidden: boolean | null;
  placeId: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const reportRows = (where: SQL) =>
  sql`select r.id, r.created_at as "createdAt", r.status, r.reason, r.details,
        reporter.username as reporter, r.reported_user_id as "reportedId",
        reported.username as reported, reported.suspended_at is not null as suspended,
        l.id as "libraryId", l.name as "libraryName", l.hidden_at is not null as "libraryHidden",
        r.place_id as "placeId"
      from ${reports} r
      join ${users} reporter on reporter.id = r.reporter_id
      join ${users} reported on reported.id = r.reported_user_id
      left join ${libraries} l on l.id = r.library_id
      where ${where}
      order by r.created_at desc, r.id
      limit ${PAGE}`;

/**
 * The last reservation requests of each user (the cards one buyer reserved from one seller at
 * once, by status), newest first.
 */
async function recentReservations(db: Database, userIds: string[]) {
  const rows = await queryRows<{ userId: string } & ModerationReport['reservations'][number]>(
    db,
    sql`select u.id as "userId", g.* from unnest(${sqlArray(userIds, 'uuid')}) as u(id)
        cross join lateral (
          select min(r.id::text) as id,
            case when r.seller_id = u.id then 'seller' else 'buyer' end as role,
            other.username as "otherUser",
            case when r.sold then 'sold'
                 when r.disabled and r.cancelled_by is null and not r.responded then 'expired'
                 when r.disabled then 'cancelled'
                 when r.responded then 'answered'
                 else 'pending' end as status,
            r.created_at as "createdAt", count(*)::int as cards
          from ${reservations} r
          join ${users} other
            on other.id = case when r.seller_id = u.id then r.buyer_id else r.seller_id end
          where r.seller_id = u.id or r.buyer_id = u.id
          group by r.seller_id, r.buyer_id, other.username, r.created_at, 4
          order by r.created_at desc, 1
          limit ${RECENT_RESERVATIONS}) g`,
  );
  const byUser = new Map<string, ModerationReport['reservations']>();
  for (const { userId, ...row } of rows) {
    byUser.set(userId, [...(byUser.get(userId) ?? []), { ...row, createdAt: iso(row.createdAt) }]);
  }
  return byUser;
}

/** What moderators did with each report, oldest first. */
async function historyOf(db: Database, reportIds: string[]) {
  const rows = await queryRows<ModerationEvent & { reportId: string }>(
    db,
    sql`select e.report_id as "reportId", e.action, m.username as moderator,
          e.created_at as at, e.reason
        from ${reportEvents} e left join ${users} m on m.id = e.moderator_id
        where ${anyOf(sql`e.report_id`, reportIds, 'uuid')}
        order by e.created_at, e.id`,
  );
  const byReport = new Map<string, ModerationEvent[]>();
  for (const { reportId, ...event } of rows) {
    byReport.set(reportId, [...(byReport.get(reportId) ?? []), { ...event, at: iso(event.at) }]);
  }
  return byReport;
}

async function viewsOf(db: Database, rows: ReportRow[]): Promise<ModerationReport[]> {
  if (!rows.length) return [];
  const reportedIds = [...new Set(rows.map((row) => row.reportedId))];
  const placeIds = [...new Set(rows.flatMap((row) => (row.placeId ? [row.placeId] : [])))];
  const [records, reserved, places, history] = await Promise.all([
    findReputations(db, reportedIds),
    recentReservations(db, reportedIds),
    findPlaces(db, placeIds),
    historyOf(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    createdAt: iso(row.createdAt),
    status: row.status,
    reason: row.reason,
    details: row.details,
    reporter: row.reporter,
    reported: {
      user: row.reported ?? '',
      ...records.get(row.reportedId)!,
      suspended: row.suspended,
    },
    library: row.libraryId
      ? { id: row.libraryId, name: row.libraryName!, hidden: Boolean(row.libraryHidden) }
      : null,
    place: (row.placeId && places.get(row.placeId)) || null,
    reservations: reserved.get(row.reportedId) ?? [],
    history: history.get(row.id) ?? [],
  }));
}

/** The newest reports in `status`, at most 100. */
export async function listReports(db: Database, status: ReportStatus) {
  return viewsOf(db, await queryRows<ReportRow>(db, reportRows(sql`r.status = ${status}`)));
}

/** One report, or null. */
export async function findReport(db: Database, id: string): Promise<ModerationReport | null> {
  const [view] = await viewsOf(db, await queryRows<ReportRow>(db, reportRows(sql`r.id = ${id}`)));
  return view ?? null;
}
