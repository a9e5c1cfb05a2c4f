import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pageViewCounts } from '../../db/schema/index';

/** Counts one page view for today (UTC); one row per path and day. */
export async function recordPageView(db: Database, path: string, now = new Date()): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  await db
    .insert(pageViewCounts)
    .values({ path, day, count: 1 })
    .onConflictDoUpdate({
      target: [pageViewCounts.path, pageViewCounts.day],
      set: { count: sql`${pageViewCounts.count} + 1` },
    });
}
