import type { ModerationReport } from '@mdc/shared';
import { sql } from 'drizzle-orm';
import { queryRows, sqlArray, type Database } from '../../db/client';
import { reservations } from '../../db/schema/index';
import { accountsView } from '../accounts/index';

type Request = ModerationReport['reservations'][number];

/**
 * The last `limit` reservation requests of each of these users (the cards one buyer reserved
 * from one seller at once, by status), newest first, by user id: the moderation screen's view of
 * a reported account. One query for any number of users.
 */
export async function findRecentRequests(
  db: Database,
  userIds: string[],
  limit: number,
): Promise<Map<string, Request[]>> {
  if (!userIds.length) return new Map();
  const rows = await queryRows<{ userId: string } & Request>(
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
          join ${accountsView('other')}
            on other.id = case when r.seller_id = u.id then r.buyer_id else r.seller_id end
          where r.seller_id = u.id or r.buyer_id = u.id
          group by r.seller_id, r.buyer_id, other.username, r.created_at, 4
          order by r.created_at desc, 1
          limit ${limit}) g`,
  );
  const byUser = new Map<string, Request[]>();
  for (const { userId, ...row } of rows) {
    const createdAt = new Date(row.createdAt).toISOString();
    byUser.set(userId, [...(byUser.get(userId) ?? []), { ...row, createdAt }]);
  }
  return byUser;
}
