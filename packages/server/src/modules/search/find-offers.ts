import { SEARCH_RESULTS_PER_NAME } from '@mdc/shared';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import {
  libraries,
  libraryCards,
  searchPriceOrder,
  userProfiles,
  users,
} from '../../db/schema/index';
import { reservedFlag } from '../reservations/index';

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
const priceOrder = sql`${searchPriceOrder(sql`c.price`)} asc nulls last`;

/** A line a search can find: in a sale or trade library of an active account. */
const isListed = sql`not l.buying and (l.selling or l.trading) and u.disabled_at is null`;

/** The `limit` cheapest listed lines that `match`, read in the order of the price indexes. */
const cheapestListed = (match: SQL, limit: number) =>
  sql`select c.id, c.reference_id, c.name, c.set_name, c.language, c.condition, c.foil,
        c.quantity, c.image_urls, c.price, c.library_id
      from ${libraryCards} c
      join ${libraries} l on l.id = c.library_id
      join ${users} u on u.id = l.owner_id
      where ${match} and ${isListed}
      order by ${priceOrder}, u.username, c.id
      limit ${limit}`;

/**
 * Offers of the wanted cards: at most `perName` per searched position, the cheapest first, then
 * by seller; answered in searched order. Each wanted key reads only its cheapest listed lines,
 * in price order, from `library_cards_oracle_price_idx` (catalog cards) or
 * `library_cards_name_key_price_idx` (cards kept by name): a staple listed 5,000 times costs
 * `perName` rows, not 5,000 sorted (docs/search-query-plan.md).
 */
export async function findOffers(
  db: Database,
  cards: Wanted[],
  names: Wanted[],
  perName = SEARCH_RESULTS_PER_NAME,
): Promise<Offer[]> {
  if (cards.length === 0 && names.length === 0) return [];
  return queryRows<Offer>(
    db,
    sql`with matches as (
          select w.pos, w.key as matched, w.searched_name, m.*
          from ${wantedRows(cards)} w cross join lateral (
            ${cheapestListed(sql`c.oracle_id = w.key::uuid`, perName)}) m
          union all
          select w.pos, w.key as matched, w.searched_name, m.*
          from ${wantedRows(names)} w cross join lateral (
            ${cheapestListed(sql`c.oracle_id is null and split_part(c.printing_key, '|', 1) = w.key`, perName)}) m
        ),
        offers as (
          select c.*, l.selling, u.username, p.region, p.city,
                 row_number() over (partition by c.pos
                                    order by ${priceOrder}, u.username, c.id) as rank
          from matches c
          join ${libraries} l on l.id = c.library_id
          join ${users} u on u.id = l.owner_id
          left join ${userProfiles} p on p.user_id = u.id
          where ${isListed}
        )
        select pos as position, matched, searched_name as "searchedName", id, reference_id as "referenceId", name as "cardName",
               set_name as "setName", language, condition, foil, quantity,
               image_urls as images, price, library_id as "libraryId", selling,
               username as "ownerUser", region as "ownerRegion", city as "ownerCity",
               -- True when the card's active reservations take all its copies: a correlated
               -- count on the partial index of active reservations, still one query.
               ${reservedFlag(sql`offers.id`, sql`offers.quantity`)} as reserved
        from offers where rank <= ${perName}
        order by pos, rank`,
  );
}
