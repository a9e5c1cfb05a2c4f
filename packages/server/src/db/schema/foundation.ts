import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** First-party page views, counted per path and day: enough to see use, nothing personal. */
export const pageViewCounts = pgTable(
  'page_view_counts',
  {
    path: text('path').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.path, table.day] })],
);

/** Last run of each scheduled job, so several instances agree on when it is due. */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  status: text('status'),
  message: text('message'),
});
