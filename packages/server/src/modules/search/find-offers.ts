import { SEARCH_RESULTS_PER_NAME } from '@mdc/shared';
import { sql, type SQL } from 'drizzle-orm';
import { queryArrays, queryRows, type Database } from '../../db/client';
import {
  libraries,
  libraryCards,
  searchPriceOrder,
  userProfiles,
  users,
} from '../../db/schema/index';
import { activeReservationCounts } from '../reservations/index';
import { resultCardValues, resultCardsJson, type Audience } from './result-cards';

/**
 * The one query of a search: the cheapest listed cards of each wanted card, from the sale and
 * trade libraries of active accounts, as one set-based statement (never a query per name).
 */

/** A card wanted at `position` of the searched list: a catalog card, or a name (`name:<key>`). */
export interface Wanted {
  position: number;
  key: string;
  /** The name as searched at that position (each result says which name found it). */
  name: string;
}

export interface Offer {
  /** The searched position it answers and what it matched: an oracle id or a `name:` key. */
  position: number;
  matched: string;
  searchedName: string;
  id: string;
  referenceId: string | null;
  cardName: string;
  setName: string | null;
  language: string;
  condition: string;
  foil: boolean;
  quantity: number;
  images: string[];
  price: string;
  libraryId: string;
  selling: boolean;
  ownerUser: string | null;
  ownerRegion: string | null;
  ownerCity: string | null;
  reserved: boolean;
}

const wantedRows = (wanted: Wanted[]) =>
  sql`(select (w->>'position')::int as pos, w->>'key' as key, w->>'name' as searched_name
       from jsonb_array_elements(${JSON.stringify(wanted)}::jsonb) as w)`;

// 'ck' (follows the reference price, unknown here) sorts after every number; a text that is not
// a decimal, which the library rules never store, sorts with it instead of failing the search.
const priceOrder = (card: SQL) => sql`${searchPriceOrder(sql`${card}.price`)} asc nulls last`;

/**
 * The `limit` cheapest listed lines that `match` (listed: in a sale or trade library of an
 * active account, libraries/listing.ts), by price and then id: the order of the search's
 * partial indexes, so the scan reads its first `limit` entries and sorts nothing.
 */
const cheapestListed = (match: SQL, limit: SQL) =>
  sql`select c.id, c.reference_id, c.name, c.set_name, c.language, c.condition, c.foil,
        c.quantity, c.image_urls, c.price, c.library_id
      from ${libraryCards} c
      where ${match} and c.listed
      order by ${priceOrder(sql`c`)}, c.id
      limit ${limit}`;

/**
 * The offers of the wanted cards, as the CTE `answered`: at most `perName` per searched position,
 * ranked the cheapest first (equal prices by seller). Each wanted key reads only its `perName`
 * cheapest listed lines (equal prices at the cut by card id), from
 * `library_cards_listed_oracle_price_idx` (catalog cards) or
 * `library_cards_listed_name_key_price_idx` (cards kept by name): a staple listed 5,000 times
 * costs `perName` rows, not 5,000 sorted. A position can have several keys (its catalog card
 * and names), hence the ranking per position. docs/search-query-plan.md shows the plan.
 * `perName` is written into the text, not sent as a parameter: PostgreSQL then keeps one plan for
 * the prepared statement instead of planning it again at every search (~1 ms).
 */
const answeredOffers = (cards: Wanted[], names: Wanted[], perNameCount: number) => {
  const perName = sql.raw(String(Math.trunc(perNameCount)));
  return sql`with matches as (
        select w.pos, w.key as matched, w.searched_name, m.*
        from ${wantedRows(cards)} w cross join lateral (
          ${cheapestListed(sql`c.oracle_id = w.key::uuid`, perName)}) m
        union all
        select w.pos, w.key as matched, w.searched_name, m.*
        from ${wantedRows(names)} w cross join lateral (
          ${cheapestListed(sql`c.oracle_id is null and split_part(c.printing_key, '|', 1) = w.key`, perName)}) m
      ),
      ranked as (
        select c.*, l.selling, u.username, p.region, p.city,
               row_number() over (partition by c.pos
                                  order by ${priceOrder(sql`c`)}, u.username, c.id) as rank
        from matches c
        join ${libraries} l on l.id = c.library_id
        join ${users} u on u.id = l.owner_id
        left join ${userProfiles} p on p.user_id = u.id
      ),
      offers as (select * from ranked where rank <= ${perName}),
      answered as (
        -- Reserved when the card's active reservations take all its copies: counted for all
        -- the answered cards at once, still within this one statement.
        select offers.*, coalesce(held.active, 0) >= offers.quantity as reserved
        from offers
        left join ${activeReservationCounts(sql`select id from offers`)} held
          on held.card_id = offers.id
      )`;
};

/** The offers as rows, in searched order (the older results page adds contacts to them). */
export async function findOffers(
  db: Database,
  cards: Wanted[],
  names: Wanted[],
  perName = SEARCH_RESULTS_PER_NAME,
): Promise<Offer[]> {
  if (cards.length === 0 && names.length === 0) return [];
  return queryRows<Offer>(
    db,
    sql`${answeredOffers(cards, names, perName)}
        select pos as position, matched, searched_name as "searchedName", id,
               reference_id as "referenceId", name as "cardName", set_name as "setName",
               language, condition, foil, quantity, image_urls as images, price,
               library_id as "libraryId", selling, username as "ownerUser",
               region as "ownerRegion", city as "ownerCity", reserved
        from answered order by pos, rank`,
  );
}

export interface OfferCards {
  /** The result cards for the audience, in searched order, as a JSON array. */
  json: string;
  /** The wanted keys (`Wanted.key`) that found at least one offer. */
  matched: string[];
}

/**
 * The statement of `findOfferCards`: each result card as a JSON array of its values
 * (result-cards.ts), and the wanted key it answers. Its text is the same for every search (for
 * one `perName`), so it is prepared.
 */
export const offerCardsQuery = (cards: Wanted[], names: Wanted[], perName: number): SQL =>
  sql`${answeredOffers(cards, names, perName)}
      select ${resultCardValues('answered')}, matched from answered order by pos, rank`;

/** The offers as the search answers them: result cards as one JSON text (result-cards.ts). */
export async function findOfferCards(
  db: Database,
  cards: Wanted[],
  names: Wanted[],
  audience: Audience,
  perName = SEARCH_RESULTS_PER_NAME,
): Promise<OfferCards> {
  if (cards.length === 0 && names.length === 0) return { json: '[]', matched: [] };
  const query = offerCardsQuery(cards, names, perName);
  const rows = await queryArrays(db, query, `search_offer_cards_${perName}`);
  const answered = rows.map(([card]) => card!);
  const matched = new Set(rows.map(([, key]) => key!));
  return { json: resultCardsJson(answered, audience), matched: [...matched] };
}
