import { NOTIFICATIONS_KEPT_DAYS } from '@mdc/shared';
import { lt } from 'drizzle-orm';
import { notifications } from '../../db/schema/index';
import type { Job } from '../../jobs/job';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps the bell's table bounded (docs/product/notifications.md#bell): a notification goes
 * NOTIFICATIONS_KEPT_DAYS after it was written, read or not; checked daily.
 */
export const deleteOldNotificationsJob: Job = {
  name: 'delete-old-notifications',
  intervalMs: DAY_MS,
  lock: 'transaction',
  async run(db, now) {
    const before = new Date(now.getTime() - NOTIFICATIONS_KEPT_DAYS * DAY_MS);
    const deleted = await db
      .delete(notifications)
      .where(lt(notifications.createdAt, before))
      .returning({ id: notifications.id });
    return deleted.length ? `deleted ${deleted.length} old notification(s)` : '';
  },
};
