import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './accounts';
import { libraries } from './libraries';

// Reports of users and libraries: owned by modules/reports.

/**
 * A user's report of another user, or of one of their libraries (issue 20). `status` is 'open'
 * until a moderator acts on it. A reporter has at most one open report of each user: a repeat
 * changes nothing.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id),
    reportedUserId: uuid('reported_user_id')
      .notNull()
      .references(() => users.id),
    libraryId: uuid('library_id').references(() => libraries.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    status: text('status', { enum: ['open', 'dismissed', 'actioned'] })
      .notNull()
      .default('open'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('reports_status_idx').on(table.status, table.createdAt),
    index('reports_reported_idx').on(table.reportedUserId),
  ],
);
