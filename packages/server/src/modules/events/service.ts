import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pageViewCounts } from '../../db/schema/index';
import { pagePattern } from './page-patterns';

/** Counts one page view for today (UTC); one row per page of the app and day. */
export async function recordPageView(db: Database, path: string, now = new Date()): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  await db
    .insert(pageViewCounts)
    .values({ path: pagePattern(path), day, count: 1 })
    .onConflictDoUpdate({
      target: [pageViewCounts.path, pageViewCounts.day],
      set: { count: sql`${pageViewCounts.count} + 1` },
    });
}
