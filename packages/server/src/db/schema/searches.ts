import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './accounts';

// Stored searches: owned by modules/search.

/**
 * A logged-in user's search: the names searched (and the Moxfield deck they came from), so
 * 'Última búsqueda' and the older results page can run it again. Only the newest
 * STORED_SEARCHES_PER_USER of a user are kept; they go with the account (docs/decisions/016).
 */
export const searches = pgTable(
  'searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    names: text('names').array().notNull(),
    /** The copies wanted of each name, in the same order; missing (older searches): one. */
    quantities: integer('quantities')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The Moxfield deck id when the names came from a deck link. */
    deckId: text('deck_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('searches_user_created_idx').on(table.userId, sql`${table.createdAt} desc`)],
);
