import type { SearchResultCardField } from '@mdc/shared';
import { sql, type SQL } from 'drizzle-orm';
import { ALL_PARTS, PUBLIC_PARTS, type Part } from '../../db/result-card-fields';
import { partColumn } from '../../db/result-card-sql';

/**
 * A result card as each audience sees it (docs/product/search.md#who-sees-what), as JSON text
 * written by PostgreSQL from the parts every library line keeps ready (`offer_*` columns, listed
 * in db/result-card-fields.ts, decision 014): a search answers ~800 cards, and joining texts is
 * the cheapest way found to write them. The anonymous card has no member parts: no owner user, library or
 * price. The shared schemas (`resultCardSchema`, `publicResultCardSchema`) check both shapes in
 * the API tests.
 */
export type Audience = 'public' | 'member';

/** The columns of the parts each audience sees, in order: the card's own opens the object. */
const PARTS: Record<Audience, string[]> = {
  public: ALL_PARTS.filter((part) => (PUBLIC_PARTS as readonly Part[]).includes(part)).map(
    partColumn,
  ),
  member: ALL_PARTS.map(partColumn),
};

/** The parts, selected from the line `card` (e.g. in a subquery feeding `resultCardText`). */
export const offerColumns = (card: string): SQL =>
  sql.raw(PARTS.member.map((part) => `${card}.${part}`).join(', '));

/**
 * The result card of the row `row` (which has the `offerColumns`) for `audience`, closed after
 * `tail`: SQL text of the fields that are not the line's own, each as `,"key":value`.
 */
export const resultCardText = (row: string, audience: Audience, tail: SQL): SQL =>
  sql`${sql.raw(PARTS[audience].map((part) => `${row}.${part}`).join(' || '))} || ${tail} || '}'`;

/** The `,"key":true` or `,"key":false` text of a boolean field, for `resultCardText`'s tail. */
const booleanField = (key: string, value: SQL): SQL =>
  sql`(case when ${value} then ${sql.raw(`',"${key}":true'`)} else ${sql.raw(`',"${key}":false'`)} end)`;

/** `,"key":` then a value already JSON text (a number, or a name written by PostgreSQL). */
const textField = (key: string, value: SQL): SQL => sql`${sql.raw(`',"${key}":'`)} || ${value}`;

/**
 * How each of the search's own fields is written (shared result-card-fields.ts lists them: one
 * added there fails the typecheck here), in the answer's order.
 */
const SEARCH_FIELD_WRITERS = {
  available: textField,
  reserved: booleanField,
  searchedName: textField,
} as const satisfies Record<SearchResultCardField, (key: string, value: SQL) => SQL>;

/**
 * The search's own fields of a result card (find-offers.ts, recommended-cards.ts), after the
 * line's parts: the free copies of the line (its copies less its active reservations), whether
 * none is free, and the searched name that found it (JSON text).
 */
export const searchTail = (values: Record<SearchResultCardField, SQL>): SQL =>
  sql.join(
    Object.entries(SEARCH_FIELD_WRITERS).map(([key, write]) =>
      write(key, values[key as SearchResultCardField]),
    ),
    sql` || `,
  );
