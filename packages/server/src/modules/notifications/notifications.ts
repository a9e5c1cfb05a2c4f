import { NOTIFICATIONS_LIST_MAX, type NotificationsResponse } from '@mdc/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { anyOf, preparedQuery, type Database } from '../../db/client';
import { notifications } from '../../db/schema/index';
import { toNotification, type NotificationRow, type ReservationNotice } from './notification-view';

/** A user's notifications (docs/product/notifications.md): written by events, read by the bell. */

export interface NewReservationNotice {
  userId: string;
  kind: Exclude<NotificationRow['kind'], 'match'>;
  data: ReservationNotice;
}

const insertQuery = preparedQuery(
  'add_notifications',
  () => sql`insert into ${notifications} (user_id, kind, data, created_at)
    select n.user_id, n.kind, n.data, ${sql.placeholder('now')}::timestamptz
    from unnest(${sql.placeholder('userIds')}::uuid[], ${sql.placeholder('kinds')}::text[],
      ${sql.placeholder('data')}::jsonb[]) as n(user_id, kind, data)`,
);

/**
 * Notifications of one event, in its transaction, in one statement; none, no statement. One
 * text whatever the count, built once and prepared: every reservation request writes some.
 */
export async function addNotifications(
  db: Database,
  rows: NewReservationNotice[],
  now: Date,
): Promise<void> {
  if (!rows.length) return;
  await insertQuery(db, {
    now: now.toISOString(),
    userIds: rows.map((row) => row.userId),
    kinds: rows.map((row) => row.kind),
    data: rows.map((row) => JSON.stringify(row.data)),
  });
}

/** The newest NOTIFICATIONS_LIST_MAX, and how many of all are unread. */
export async function listNotifications(
  db: Database,
  userId: string,
): Promise<NotificationsResponse> {
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        data: notifications.data,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATIONS_LIST_MAX),
    db
      .select({ unread: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ]);
  return {
    unread: count?.unread ?? 0,
    items: rows.map((row) => toNotification(row as NotificationRow)),
  };
}

/** Marks some (`ids`; others' ids change nothing) or all of the user's notifications read. */
export async function markNotificationsRead(
  db: Database,
  userId: string,
  which: { ids: string[] } | { all: true },
  now: Date,
): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        'ids' in which ? anyOf(notifications.id, which.ids) : undefined,
      ),
    );
}
