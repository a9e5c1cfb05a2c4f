import { SEARCH_RESULTS_PER_NAME } from '@mdc/shared';
import { sql, type SQL } from 'drizzle-orm';
import { queryArrays, queryRows, type Database } from '../../db/client';
import { asciiJson } from '../../lib/ascii-json';
import { libraries, libraryCards, printingNameKey } from '../../db/schema/index';
import { accountsView } from '../accounts/index';
import { blockedEitherWay } from '../blocks/index';
import type { MeetWhere } from '../places/index';
import { metLinesCte, metMatches } from './met-lines';
import { activeReservationCounts } from '../reservations/index';
import { offerColumns, resultCardText, searchTail, type Audience } from './result-cards';

/**
 * The one query of a search: the cheapest listed cards of each wanted card, from the sale and
 * trade libraries of active accounts, as one set-based statement (never a query per name).
 * It reads the libraries' tables itself (library_cards by the listed-line indexes, libraries for
 * the reader's own and blocked owners), with the blocks' and the reservations' parts from their
 * faces: a query per module would cost a round trip each per search, or a scan
 * (scripts/module-owners.mjs lists it).
 */

/** A card wanted at `position` of the searched list: a catalog card, or a name (`name:<key>`). */
export interface Wanted {
  position: number;
  key: string;
  /** The name as searched at that position (each result says which name found it). */
  name: string;
}

/** A line of the older results page (older-results.ts adds the contacts). */
export interface Offer {
  cardName: string;
  quantity: number;
  images: string[];
  libraryId: string;
  ownerUser: string | null;
}

/**
 * The wanted keys as rows: position, key and the name as searched, as JSON text (ASCII). A list
 * of records is not a list: its rows travel as one jsonb parameter, where a list of values is
 * one array (db/client.ts's anyOf and sqlArray).
 */
const wantedRows = (wanted: Wanted[]) => {
  const rows = wanted.map(({ position, key, name }) => ({ position, key, name: asciiJson(name) }));
  return sql`(select (w->>'position')::int as pos, w->>'key' as key, w->>'name' as searched_json
       from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) as w)`;
};

/**
 * The `limit` cheapest listed lines that `match` (listed: in a sale or trade library of an
 * active account, libraries/listing.ts), by price and then id: the order of the search's
 * partial indexes, so the scan reads its first `limit` entries and sorts nothing. Each comes
 * with its result card's parts (result-cards.ts), written when the line or its owner changed.
 */
const cheapestListed = (match: SQL, limit: SQL, notMine: SQL) =>
  sql`select c.id, c.library_id, c.quantity, c.price_usd as price_order,
        ${offerColumns('c')}
      from ${libraryCards} c
      where ${match} and c.listed ${notMine}
      order by price_order asc nulls last, c.id
      limit ${limit}`;

/**
 * A member is never offered their own cards, nor those of a user blocked either way
 * (modules/blocks): the lines of those libraries are skipped before the limit, so they
 * take no place among a name's offers. Those library ids are read once (an uncorrelated
 * subquery, by the owners' index: `= any(array(…))`, where an `or` read every library); a null
 * reader (a benchmark) excludes nothing, with the same statement text.
 * Anonymous searches have no reader.
 */
export const notMine = (audience: Audience, readerId: string | null): SQL =>
  audience === 'member'
    ? sql`and c.library_id <> all(array(select id from ${libraries} where owner_id = any(array(
        select ${readerId}::uuid union all ${blockedEitherWay(sql`${readerId}::uuid`)}))))`
    : sql``;

/** A name for the statement's text: one per audience and kind of meeting filter. */
const statementKind = (reader: Reader) =>
  reader.audience === 'member' && reader.meet
    ? `${reader.audience}_${'cityId' in reader.meet ? 'city' : 'place'}`
    : reader.audience;

/**
 * The older results page's exclusion: the lines of users blocked either way with the reader
 * (a block hides each from the other wherever a search answers, stored pages
 * included), but not the reader's own, which that page shows him with his contact. Nothing for
 * a guest.
 */
export const notBlocked = (readerId: string | null): SQL =>
  readerId
    ? sql`and c.library_id <> all(array(select id from ${libraries} where owner_id = any(array(
        ${blockedEitherWay(sql`${readerId}::uuid`)}))))`
    : sql``;

/**
 * The offers of the wanted cards, as the CTE `offers`: at most `perName` per searched position,
 * the cheapest first (equal prices by card id, as the index orders them), with `rank` in it.
 * Each wanted key reads only its `perName` cheapest listed lines, from
 * `library_cards_listed_oracle_price_idx` (catalog cards) or
 * `library_cards_listed_name_key_price_idx` (cards kept by name): a staple listed 5,000 times
 * costs `perName` rows, not 5,000 sorted. A position can have several keys (its catalog card
 * and names), hence the ranking per position. docs/search-query-plan.md shows the plan.
 * `perName` is written into the text, not sent as a parameter: PostgreSQL then keeps one plan for
 * the prepared statement instead of planning it again at every search (~1 ms).
 */
const rankedOffers = (
  cards: Wanted[],
  names: Wanted[],
  perNameCount: number,
  exclude: SQL = sql``,
  meet?: MeetWhere,
) => {
  const perName = sql.raw(String(Math.trunc(perNameCount)));
  // By meeting, the few sellers' own lines (met-lines.ts); else each key's cheapest lines.
  const columns = sql`w.pos, w.key as matched, w.searched_json`;
  const matches = meet
    ? metMatches(columns, wantedRows(cards), wantedRows(names))
    : sql`select ${columns}, m.*
        from ${wantedRows(cards)} w cross join lateral (
          ${cheapestListed(sql`c.oracle_id = w.key::uuid`, perName, exclude)}) m
        union all
        select ${columns}, m.*
        from ${wantedRows(names)} w cross join lateral (
          ${cheapestListed(sql`c.oracle_id is null and ${printingNameKey(sql`c.printing_key`)} = w.key`, perName, exclude)}) m`;
  return sql`with ${meet ? sql`${metLinesCte(meet, exclude)},` : sql``}
      matches as (${matches}),
      offers as (
        select * from (
          select m.*, row_number() over (partition by m.pos
                                         order by m.price_order asc nulls last, m.id) as rank
          from matches m) ranked
        where rank <= ${perName}
      )`;
};

/** The offers as rows, in searched order, for the older results page and its reader. */
export async function findOffers(
  db: Database,
  cards: Wanted[],
  names: Wanted[],
  readerId: string | null,
  perName = SEARCH_RESULTS_PER_NAME,
): Promise<Offer[]> {
  if (cards.length === 0 && names.length === 0) return [];
  return queryRows<Offer>(
    db,
    sql`${rankedOffers(cards, names, perName, notBlocked(readerId))}
        select c.name as "cardName", c.quantity, c.image_urls as images,
               c.library_id as "libraryId", u.username as "ownerUser"
        from offers o
        join ${libraryCards} c on c.id = o.id
        join ${libraries} l on l.id = c.library_id
        join ${accountsView('u')} on u.id = l.owner_id
        order by o.pos, o.rank`,
  );
}

/** What each searched position was answered: its lines, and their free copies (by position). */
export interface Answered {
  lines: number[];
  free: number[];
}

export interface OfferCards {
  /** The result cards for the audience, in searched order, as JSON texts joined by commas. */
  cards: string[];
  /** The wanted keys (`Wanted.key`) that found at least one offer. */
  matched: string[];
  /** The lines answered and their free copies, by searched position (wanted-copies.ts). */
  answered: Answered;
}

/**
 * The statement of `findOfferCards`, one row: the result cards (result-cards.ts) as one text,
 * joined by commas in searched order — each with its free copies (its copies less its active
 * reservations), whether they are all reserved and the name it was searched by — and, as JSON,
 * each wanted key answered with its lines and their free copies (wanted-copies.ts). One text
 * instead of a row per card: the driver's work per row and per field was ~1.5 ms of a 100-name
 * search's CPU at 1M (bench/README.md, Search). Its text is the same for every search (for one
 * audience and `perName`), so it is prepared.
 */
export const offerCardsQuery = (
  cards: Wanted[],
  names: Wanted[],
  audience: Audience,
  perName: number,
  readerId: string | null = null,
  meet?: MeetWhere,
): SQL =>
  sql`${rankedOffers(cards, names, perName, notMine(audience, readerId), meet)},
      answer as (
        select ${resultCardText(
          'o',
          audience,
          // Reserved when the card's active reservations take all its copies.
          searchTail({
            available: sql`o.free`,
            reserved: sql`o.free = 0`,
            searchedName: sql`o.searched_json`,
          }),
        )} as card, o.pos, o.rank, o.matched, o.free
        from (
          -- Counted for all cards at once, still within this one statement: active reservations
          -- are few (the expiry job ends the unanswered ones).
          select o.*, greatest(o.quantity - coalesce(held.active, 0), 0) as free
          from offers o
          left join ${activeReservationCounts()} held on held.card_id = o.id) o
      )
      select (select string_agg(card, ',' order by pos, rank) from answer),
        (select json_agg(json_build_array(matched, lines, free))::text from (
          select matched, count(*) as lines, sum(free) as free from answer group by matched) k)`;

/**
 * Who searches: an anonymous visitor, or a member (who is not offered their own cards), maybe
 * only among the sellers who meet where he said (`meet`).
 */
export type Reader =
  { audience: 'public' } | { audience: 'member'; userId: string; meet?: MeetWhere };

/** The reader's id, for `notMine` (none for an anonymous search). */
export const readerIdOf = (reader: Reader) => (reader.audience === 'member' ? reader.userId : null);

/**
 * What the reader's search leaves out (`notMine`), where his sellers meet (`meet`, 'Dónde') and
 * its statement's kind of text.
 */
export const readerExclusion = (reader: Reader) => ({
  exclude: notMine(reader.audience, readerIdOf(reader)),
  meet: reader.audience === 'member' ? reader.meet : undefined,
  kind: statementKind(reader),
});

/**
 * The offers as the search answers them: result cards as JSON texts (result-cards.ts), and what
 * each searched position was answered.
 */
export async function findOfferCards(
  db: Database,
  cards: Wanted[],
  names: Wanted[],
  reader: Reader,
  perName = SEARCH_RESULTS_PER_NAME,
): Promise<OfferCards> {
  const answered: Answered = { lines: [], free: [] };
  if (cards.length === 0 && names.length === 0) return { cards: [], matched: [], answered };
  const meet = reader.audience === 'member' ? reader.meet : undefined;
  const query = offerCardsQuery(cards, names, reader.audience, perName, readerIdOf(reader), meet);
  const name = `search_offer_cards_${statementKind(reader)}_${perName}`;
  const [[joined, keys]] = (await queryArrays(db, query, name)) as [[string | null, string | null]];
  // Each key is answered at one position, the first that asks for it.
  const positions = new Map<string, number>();
  for (const wanted of cards) positions.set(wanted.key, wanted.position);
  for (const wanted of names) positions.set(wanted.key, wanted.position);
  const matched: string[] = [];
  for (const [key, lines, free] of JSON.parse(keys ?? '[]') as [string, number, number][]) {
    matched.push(key);
    const at = positions.get(key)!;
    answered.lines[at] = (answered.lines[at] ?? 0) + lines;
    answered.free[at] = (answered.free[at] ?? 0) + free;
  }
  return { cards: joined ? [joined] : [], matched, answered };
}
