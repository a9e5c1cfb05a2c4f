import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './accounts';
import { libraryCards } from './libraries';

// What the bell shows: owned by modules/notifications; matches written by modules/alerts.

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** NOTIFICATION_KINDS of @mdc/shared. */
    kind: text('kind').notNull(),
    /**
     * What its text names and where it leads (modules/notifications/notification-view.ts): the
     * card, the other party, the price, the library or the reservations.
     */
    data: jsonb('data').notNull(),
    /** A match's listed line: one match per buyer and line, gone with the line. */
    libraryCardId: uuid('library_card_id').references(() => libraryCards.id, {
      onDelete: 'cascade',
    }),
    /**
     * A match's card as the alerts tell cards apart: the line's catalog card, or the name key of a
     * card kept by name (modules/alerts/record-matches.ts). A listing reads the buyer's earlier
     * matches of its card by it, to alert him only while he is short of the copies he wants.
     */
    cardKey: text('card_key'),
    createdAt: at('created_at').notNull(),
    readAt: at('read_at'),
    /** When a match went in a digest mail (modules/alerts/digest.ts). */
    mailedAt: at('mailed_at'),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.createdAt),
    // One match per line and buyer; led by the line, so that deleting lines (a library, an
    // import undone) finds their matches by index, not by a scan of every notification per line.
    // Only matches name a line: the other kinds (null) never collide.
    uniqueIndex('notifications_match_key').on(table.libraryCardId, table.userId),
    // A buyer's matches of one card (record-matches.ts): what he was already told of is read
    // per card, not all his matches at every listing.
    index('notifications_match_card_idx')
      .on(table.userId, table.cardKey)
      .where(sql`${table.kind} = 'match'`),
    index('notifications_unmailed_idx')
      .on(table.userId)
      .where(sql`${table.kind} = 'match' and ${table.mailedAt} is null`),
  ],
);
