import { NOTIFICATIONS_KEPT_DAYS } from '@mdc/shared';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { useTestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { deleteOldNotificationsJob } from './jobs';
import { addNotifications } from './notifications';

const DAY_MS = 24 * 60 * 60 * 1000;
const suite = useTestApp();

it(`deletes notifications ${NOTIFICATIONS_KEPT_DAYS} days old, read or not, and keeps the newer`, async () => {
  const user = await createUser(suite.app);
  const now = new Date('2026-11-26T12:00:00Z');
  const notice = (text: string) => ({
    userId: user.id,
    kind: 'reservation-received' as const,
    data: { other: text, cardName: 'Opt', count: 1, side: 'seller' as const, reservationIds: [] },
  });
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
  await addNotifications(suite.app.db, [notice('viejo')], at(NOTIFICATIONS_KEPT_DAYS + 1));
  await addNotifications(suite.app.db, [notice('reciente')], at(NOTIFICATIONS_KEPT_DAYS - 1));
  expect(await deleteOldNotificationsJob.run(suite.app.db, now)).toBe(
    'deleted 1 old notification(s)',
  );
  const left = await queryRows<{ other: string }>(
    suite.app.db,
    sql`select data->>'other' as other from notifications where user_id = ${user.id}`,
  );
  expect(left).toEqual([{ other: 'reciente' }]);
  expect(await deleteOldNotificationsJob.run(suite.app.db, now)).toBe('');
});
