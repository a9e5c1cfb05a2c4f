import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './accounts';
import { libraries } from './libraries';
import { places } from './places';

// Reports, moderation and blocks: owned by modules/reports and modules/moderation.

/**
 * A user's report of another user, of one of their libraries, or of a meeting point. `status`
 * is 'open' until a moderator acts on it. A reporter has at most one open report of each user,
 * and of each place: a repeat changes nothing.
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
    /** A report of a meeting point: the place; the reported user is a member who listed it. */
    placeId: uuid('place_id').references(() => places.id),
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
    index('reports_place_idx').on(table.placeId),
  ],
);

/**
 * What a moderator did with a report: who, when, why. Never changed after:
 * the report's history.
 */
export const reportEvents = pgTable(
  'report_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id),
    moderatorId: uuid('moderator_id').references(() => users.id),
    action: text('action').notNull(),
    reason: text('reason').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('report_events_report_idx').on(table.reportId, table.createdAt)],
);

/**
 * `blockerId` blocked `blockedId`: the blocked user's cards vanish from the
 * blocker's searches and recommendations, and neither can reserve from the other.
 */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('user_blocks_blocked_idx').on(table.blockedId),
  ],
);
