import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './accounts';

// Meeting points: owned by modules/places (docs/product/places.md).

/**
 * A place where members meet to trade, shared by every member who names it in its city: one row
 * per city and name key (the name without case, accents or punctuation). Its kind and name are
 * the first member's. A row is never deleted, so its id stays good for what refers to it (reports,
 * later a reservation's proposed meeting): a place no member lists is left out of the lists, and
 * one a moderator removed (`removedAt`) keeps its name from being listed again in that city.
 */
export const places = pgTable(
  'places',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** MEETING_PLACE_KINDS of @mdc/shared: 'store' or 'public'. */
    kind: text('kind', { enum: ['store', 'public'] }).notNull(),
    name: text('name').notNull(),
    /** placeNameKey(name) of @mdc/shared. */
    nameKey: text('name_key').notNull(),
    /** georef ids, as the profile's. */
    regionId: text('region_id').notNull(),
    cityId: text('city_id').notNull(),
    createdAt: at('created_at').notNull(),
    removedAt: at('removed_at'),
  },
  (table) => [uniqueIndex('places_city_name_key').on(table.cityId, table.nameKey)],
);

/**
 * A member's meeting points, at most 5 (MEETING_PLACES_MAX), in his order (`position`), each
 * with his own details and days and hours: `hours` as he wrote it, `days` the weekdays (0
 * Sunday … 6 Saturday) a program reads.
 */
export const userPlaces = pgTable(
  'user_places',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id),
    position: smallint('position').notNull(),
    details: text('details').notNull().default(''),
    hours: text('hours').notNull().default(''),
    days: smallint('days')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    /** When he first listed it: a report of the place names its earliest member. */
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.placeId] }),
    index('user_places_place_idx').on(table.placeId, table.createdAt),
  ],
);
