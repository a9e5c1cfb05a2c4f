import { ALERT_DIGEST_EVERY_MS, ALERT_DIGEST_MAX_MATCHES } from '@mdc/shared';
import { sql } from 'drizzle-orm';
import { anyOf, queryRows, type Database } from '../../db/client';
import { libraries, libraryCards, notifications, userProfiles, users } from '../../db/schema/index';
import { enqueueMails } from '../mail/index';
import { digestMail } from './digest-mail';
import type { DigestMatch } from './digest-lines';

/** Users mailed a digest in one run at most (the next run, minutes later, takes the rest). */
const USERS_PER_RUN = 200;

interface Row extends DigestMatch {
  userId: string;
  email: string;
  name: string;
}

/**
 * The alerts' daily digest (docs/product/notifications.md#digest), in the job's transaction: each
 * user who chose 'daily', has a validated address, and was not mailed one in the last 24 hours
 * gets one mail with the matches not mailed yet whose card is still listed (the newest
 * ALERT_DIGEST_MAX_MATCHES; the rest are counted). Every unmailed match of those users is then
 * marked mailed. Answers how many mails were enqueued. It reads and writes the accounts' users
 * (who is due, locked for the run; when each was mailed) and reads their profiles, the
 * libraries' lines and the notifications itself: alerts sit below libraries and reservations,
 * which call them, and one run's statements pick, read and mark the same rows
 * (scripts/module-owners.mjs lists it).
 */
export async function mailAlertDigests(
  db: Database,
  now: Date,
  publicUrl: string,
): Promise<number> {
  const due = new Date(now.getTime() - ALERT_DIGEST_EVERY_MS);
  const users_ = await queryRows<{ id: string }>(
    db,
    sql`select u.id from ${users} u
        where u.alert_digest = 'daily' and u.email_validated_at is not null
          and u.disabled_at is null and u.suspended_at is null
          and (u.alert_digest_at is null or u.alert_digest_at <= ${due})
          and exists (select 1 from ${notifications} n
            where n.user_id = u.id and n.kind = 'match' and n.mailed_at is null)
        order by u.id limit ${USERS_PER_RUN}
        for update of u skip locked`,
  );
  const ids = users_.map((row) => row.id);
  if (!ids.length) return 0;
  const rows = await queryRows<Row & { rank: number; total: number }>(
    db,
    sql`select * from (
          select n.user_id as "userId", u.email, coalesce(bp.first_name, u.username) as name,
            n.data->>'cardName' as "cardName", n.data->>'seller' as seller,
            n.data->>'price' as price, c.price as "linePrice", c.library_id as "libraryId",
            c.id as "lineId", c.quantity, c.set_code as "setCode", sp.region as province,
            row_number() over (partition by n.user_id order by n.created_at desc, n.id)::int as rank,
            count(*) over (partition by n.user_id)::int as total
          from ${notifications} n
          join ${users} u on u.id = n.user_id
          left join ${userProfiles} bp on bp.user_id = u.id
          join ${libraryCards} c on c.id = n.library_card_id and c.listed
          join ${libraries} l on l.id = c.library_id
          left join ${userProfiles} sp on sp.user_id = l.owner_id
          where ${anyOf(sql`n.user_id`, ids, 'uuid')} and n.kind = 'match' and n.mailed_at is null
        ) m where rank <= ${ALERT_DIGEST_MAX_MATCHES}`,
  );
  const byUser = new Map<string, (Row & { total: number })[]>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  const mails = [...byUser.values()].map((matches) =>
    digestMail(matches[0]!, matches, matches[0]!.total - matches.length, publicUrl),
  );
  await enqueueMails(db, mails, now);
  await db.execute(sql`update ${notifications} set mailed_at = ${now}
    where ${anyOf(sql`user_id`, ids, 'uuid')} and kind = 'match' and mailed_at is null`);
  await db.execute(sql`update ${users} set alert_digest_at = ${now}
    where ${anyOf(sql`id`, [...byUser.keys()], 'uuid')}`);
  return mails.length;
}
