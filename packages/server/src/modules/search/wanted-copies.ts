import type { WantedCard } from '@mdc/shared';
import { sql, type SQL } from 'drizzle-orm';
import { queryArrays, type Database } from '../../db/client';
import { libraryCards, printingNameKey } from '../../db/schema/index';
import type { MeetWhere } from '../places/index';
import { activeReservationCounts } from '../reservations/index';
import { metLinesCte, metMatches } from './met-lines';
import { readerExclusion, type Answered, type Reader } from './find-offers';

/**
 * How many copies of each searched name the searcher could reserve (docs/product/search.md#
 * quantities): the free copies — a line's copies less its active reservations — of every listed
 * line the name matches, not only the ones the answer shows, counted up to the copies wanted. A
 * popular card has thousands of lines (Sol Ring 5,404 at 1M listed cards): summing them all at
 * every search would read each of them, so counting stops once the copies wanted are reached.
 *
 * Most names are settled by their answered lines, the cheapest of all they match: when those
 * hold the copies wanted, or when there were fewer than the answer's bound (then they are all
 * the name's lines). Only the others — more copies wanted than the first lines hold, or a
 * card another name of the search already answered — are counted by a second statement, which
 * scans library_cards itself as find-offers.ts does, and for the same reason (listed in
 * scripts/module-owners.mjs).
 */

/** A wanted key (an oracle id, or a `name:` key) and the most copies a searched name wants of it. */
interface KeyCopies {
  key: string;
  copies: number;
}

/** A searched name: its copies wanted and its keys (find-offers.ts's `Wanted.key`s). */
export interface CountedName {
  name: string;
  copies: number;
  /** The catalog card it names (its key), if any. */
  oracleId: string | null;
  nameKeys: string[];
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
 * By meeting, the free lines are the few sellers' own (met-lines.ts), every one of them: all
 * their lines of a key are fewer than a staple's first entries in the search's indexes.
 */
const metFreeLines = (cards: KeyCopies[], names: KeyCopies[]) =>
  sql`select f.key, f.id, f.quantity from (
        ${metMatches(sql`w.key`, keyRows(cards), keyRows(names))}) f
      where f.id <> all(array(select card_id from full_lines))`;

/** The free copies of each key, at least `copies` of them when there are that many. */
const freeCopiesQuery = (
  cards: KeyCopies[],
  names: KeyCopies[],
  exclude: SQL,
  meet?: MeetWhere,
): SQL =>
  sql`with held as ${activeReservationCounts()},
      full_lines as (
        select h.card_id from held h join ${libraryCards} c on c.id = h.card_id
        where h.active >= c.quantity
      ),
      ${meet ? sql`${metLinesCte(meet, exclude)},` : sql``}
      free_lines as (${
        meet
          ? metFreeLines(cards, names)
          : sql`
        select k.key, f.id, f.quantity from ${keyRows(cards)} k cross join lateral (
          ${freeLines(sql`c.oracle_id = k.key::uuid`, exclude)}) f
        union all
        select k.key, f.id, f.quantity from ${keyRows(names)} k cross join lateral (
          ${freeLines(sql`c.oracle_id is null and ${printingNameKey(sql`c.printing_key`)} = k.key`, exclude)}) f`
      })
      select l.key, sum(l.quantity - coalesce(h.active, 0))::text as free
      from free_lines l left join held h on h.card_id = l.id
      group by l.key`;

/** Each key of `keysOf` once, with the most copies any of `names` having it wants. */
function keyCopiesOf(names: CountedName[], keysOf: (name: CountedName) => string[]): KeyCopies[] {
  const copies = new Map<string, number>();
  for (const name of names) {
    for (const key of keysOf(name)) copies.set(key, Math.max(copies.get(key) ?? 0, name.copies));
  }
  return [...copies].map(([key, most]) => ({ key, copies: most }));
}

/** The free copies of the keys of `names`, counted up to the most copies wanted of each. */
async function countFreeCopies(
  db: Database,
  names: CountedName[],
  reader: Reader,
): Promise<Map<string, number>> {
  const { exclude, meet, kind } = readerExclusion(reader);
  const query = freeCopiesQuery(
    keyCopiesOf(names, (name) => (name.oracleId ? [name.oracleId] : [])),
    keyCopiesOf(names, (name) => name.nameKeys),
    exclude,
    meet,
  );
  const rows = await queryArrays(db, query, `search_free_copies_${kind}`);
  return new Map(rows.map(([key, free]) => [key!, Number(free)]));
}

/**
 * `wanted` of a search's answer: each searched name (at its position), its copies wanted and
 * those the reader could reserve, up to the copies wanted. `answered` is what the offers gave
 * each position (at most `perName` lines); `ownKeys(position)` says whether every key of that
 * name was answered there (not at an earlier name's position).
 */
export async function countWanted(
  db: Database,
  names: CountedName[],
  answered: Answered,
  ownKeys: (position: number) => boolean,
  perName: number,
  reader: Reader,
): Promise<WantedCard[]> {
  const available: (number | null)[] = [];
  const open: CountedName[] = [];
  names.forEach((name, position) => {
    const lines = answered.lines[position] ?? 0;
    const free = answered.free[position] ?? 0;
    if (free >= name.copies) available.push(name.copies);
    else if (lines < perName && ownKeys(position)) available.push(free);
    else {
      available.push(null);
      open.push(name);
    }
  });
  const free = open.length ? await countFreeCopies(db, open, reader) : new Map<string, number>();
  const counted = (name: CountedName) =>
    name.nameKeys.reduce(
      (sum, key) => sum + (free.get(key) ?? 0),
      name.oracleId ? (free.get(name.oracleId) ?? 0) : 0,
    );
  return names.map((name, position) => ({
    name: name.name,
    quantity: name.copies,
    available: available[position] ?? Math.min(name.copies, counted(name)),
  }));
}
