import { sql, type SQL } from 'drizzle-orm';
import { libraryCards, printingNameKey } from '../../db/schema/index';

/**
 * How many copies of each searched name the searcher could reserve (docs/product/search.md#
 * quantities): the free copies — a line's copies less its active reservations — of every listed
 * line the name matches, not only the ones the answer shows. Counted up to the copies wanted:
 * a popular card has thousands of lines (Sol Ring 5,404 at 1M listed cards), and summing them
 * all at every search would read each of them; counting stops once the copies wanted are
 * reached. Part of the search's one statement (find-offers.ts).
 */

/** A wanted key (an oracle id, or a `name:` key) and the most copies any searched name wants of it. */
export interface KeyCopies {
  key: string;
  copies: number;
}

/** The keys as rows `key, copies`, one jsonb parameter (as find-offers.ts's wanted rows). */
const keyRows = (keys: KeyCopies[]) =>
  sql`(select w->>'key' as key, (w->>'copies')::int as copies
       from jsonb_array_elements(${JSON.stringify(keys)}::jsonb) as w)`;

/**
 * The first `k.copies` listed lines of the key `k` that have a free copy, the cheapest first (the
 * search indexes' order, so each key reads its first entries and sorts nothing): lines whose
 * every copy is reserved (`full_lines`) are skipped, so `copies` lines hold at least `copies`
 * free copies when there are that many. `exclude` leaves out the searcher's own and blocked
 * users' libraries, as the offers do.
 */
const freeLines = (match: SQL, exclude: SQL) =>
  sql`select c.id, c.quantity from ${libraryCards} c
      where ${match} and c.listed ${exclude}
        and c.id <> all(array(select card_id from full_lines))
      order by c.price_usd asc nulls last, c.id
      limit k.copies`;

/**
 * CTEs for the search's statement, after `held` (`card_id, active`: the active reservations of
 * every card that has some): `full_lines`, the lines all of whose copies are reserved, and
 * `free_copies`, one row with the JSON text `{"<key>": <free copies>, …}` of every key that has
 * some (at least `copies` of them when there are that many; the route caps each name at its
 * copies wanted).
 */
export const freeCopiesCtes = (cards: KeyCopies[], names: KeyCopies[], exclude: SQL): SQL =>
  sql`full_lines as (
        select h.card_id from held h join ${libraryCards} c on c.id = h.card_id
        where h.active >= c.quantity
      ),
      free_lines as (
        select k.key, f.id, f.quantity from ${keyRows(cards)} k cross join lateral (
          ${freeLines(sql`c.oracle_id = k.key::uuid`, exclude)}) f
        union all
        select k.key, f.id, f.quantity from ${keyRows(names)} k cross join lateral (
          ${freeLines(sql`c.oracle_id is null and ${printingNameKey(sql`c.printing_key`)} = k.key`, exclude)}) f
      ),
      free_copies as (
        select coalesce(json_object_agg(s.key, s.free), '{}')::text as json from (
          select l.key, sum(l.quantity - coalesce(h.active, 0)) as free
          from free_lines l left join held h on h.card_id = l.id
          group by l.key) s
      )`;

/** Each key of `keysOf` once, with the most copies any searched name having it wants. */
export function keyCopiesOf<T extends { copies: number }>(
  entries: readonly T[],
  keysOf: (entry: T) => string[],
): KeyCopies[] {
  const copies = new Map<string, number>();
  for (const entry of entries) {
    for (const key of keysOf(entry)) copies.set(key, Math.max(copies.get(key) ?? 0, entry.copies));
  }
  return [...copies].map(([key, most]) => ({ key, copies: most }));
}

/** The copies a name could get: the free copies of its keys, at most the copies it wants. */
export const availableOf = (
  entry: { keys: string[]; copies: number },
  free: Record<string, number>,
) =>
  Math.min(
    entry.copies,
    entry.keys.reduce((sum, key) => sum + (free[key] ?? 0), 0),
  );
