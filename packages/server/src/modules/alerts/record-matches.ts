import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  cardPrices,
  libraries,
  libraryCards,
  printingNameKey,
  notifications,
  reservations,
  userBlocks,
  userProfiles,
  users,
  activeReservation,
} from '../../db/schema/index';

/**
 * Wanted-list alerts (docs/product/notifications.md#alerts): when lines are listed, every buyer
 * who wants one of their cards in a buying library with alerts on gets a 'match'. A line matches
 * a wanted line as in 'Recomendados' (modules/search/recommended-cards.ts): the same catalog card,
 * any printing, or for cards kept by name the same name key. Never the seller himself, never
 * across a block either way, never a suspended or deleted buyer; at most the library's maximum
 * price a copy (a 'ck' line costs the Card Kingdom reference price; unknown: no match when a
 * maximum is set); only sellers of the buyer's province when asked.
 *
 * A listing alerts a buyer only while he is short of the card: while the free copies of his
 * earlier matches of it (their lines still listed, other than this one) are fewer than the
 * copies his alerting wanted lines ask for (the largest of them). A second seller listing the
 * card alerts him again while he is short; once enough copies are listed, no more.
 *
 * One set-based statement in the transaction of the listing, so a match exists exactly when the
 * listing does. One match per buyer and line: listed again, it is renewed (unread, to be mailed
 * again) only when `renew` says so — 'cheaper' when its price went down, 'always' when a copy
 * came free — and the buyer is still short.
 *
 * Whose tables it joins, and why: the libraries' (the lines listed, the wanted lines, their
 * libraries' alert settings), the accounts' (sellers' names and provinces, buyers' state and
 * province), the catalog's prices, the blocks, the reservations (free copies) and the
 * notifications it writes. The modules that list and free lines (libraries, reservations) call
 * this one, so it cannot import them, and a match must be written with its listing in one
 * statement (scripts/module-owners.mjs lists it).
 */

/** What a copy of line `c` costs in USD: its own price, or its printing's CK reference ('ck'). */
const copyPrice = sql`coalesce(c.price_usd,
  case when c.foil then cp.ck_foil else cp.ck end)`;

const nameKey = (alias: string) => printingNameKey(sql.raw(`${alias}.printing_key`));

/**
 * The buying libraries with alerts on, joined inside each branch of `wanting` (a join is not
 * pushed into a union): the planner can then start from their lines (by library, the line
 * key's index) instead of reading every unlisted line of each card from the table — wanted
 * lists without alerts, deleted accounts' cards: 463,095 lines at 10M listed cards, where an
 * import of 1,000 lines spent seconds here (bench/README.md, 2026-11-26 16:54). Each wanting
 * row carries its listed line: joining `listed` again by id, misestimated, was a nested loop of
 * ~4 million comparisons there.
 */
const alerting = sql`(select id from ${libraries} where buying and alerts) a`;

/**
 * `held`: the earlier matches of each buyer and card of `matches` whose lines are still listed,
 * with the line's free copies (its copies less its active reservations); `held_by_card`, their
 * free copies summed by buyer and card. Read by the notifications' index of a buyer's matches of
 * one card (`card_key`, written with each match), one probe per buyer and card: with all of a
 * buyer's matches read instead, this statement took 176 ms for an import of 1,000 lines against
 * 74 ms (46 ms before quantities counted), on `npm run bench:import`'s marketplace, 2026-11-28.
 * The active reservations are counted per line by their card index (few: the expiry job ends
 * them); their table is read here rather than through modules/reservations,
 * which imports this module (a circle the import rules forbid).
 */
const heldCopies = sql`held as (
      select p.buyer_id, p.card_key, h.id,
        h.quantity - (select count(*) from ${reservations} r
          where r.card_id = h.id and ${activeReservation('r')}) as free
      from (select distinct buyer_id, card_key from matches) p
      join ${notifications} n
        on n.user_id = p.buyer_id and n.kind = 'match' and n.card_key = p.card_key
      join ${libraryCards} h on h.id = n.library_card_id and h.listed
    ),
    held_by_card as (
      select buyer_id, card_key, sum(free) as free from held group by buyer_id, card_key
    )`;

export async function recordMatches(
  db: Pick<Database, 'execute'>,
  /** A query of the `library_cards` ids just listed (or listed cheaper, or freed). */
  lineIds: SQL,
  now: Date,
  renew: 'cheaper' | 'always',
): Promise<void> {
  const renewWhen =
    renew === 'always'
      ? sql`true`
      : sql`(excluded.data->>'price')::numeric < (${notifications}.data->>'price')::numeric`;
  await db.execute(sql`
    with listed as (
      select c.id, c.library_id, c.name, c.oracle_id, ${nameKey('c')} as name_key,
        ${copyPrice} as price, c.price as line_price, l.owner_id as seller_id, su.username as seller,
        lower(sp.region) as region
      from ${libraryCards} c
      join ${libraries} l on l.id = c.library_id
      join ${users} su on su.id = l.owner_id
      left join ${userProfiles} sp on sp.user_id = su.id
      left join ${cardPrices} cp on cp.printing_id = c.reference_id
      where c.id in (${lineIds}) and c.listed
    ),
    wanting as (
      select s.*, w.library_id as wanted_library_id, w.quantity as wanted_copies
      from listed s join ${libraryCards} w on w.oracle_id = s.oracle_id and not w.listed
        join ${alerting} on a.id = w.library_id
      union all
      select s.*, w.library_id, w.quantity
      from listed s join ${libraryCards} w
        on ${nameKey('w')} = s.name_key and not w.listed and w.oracle_id is null
        join ${alerting} on a.id = w.library_id
      where s.oracle_id is null
    ),
    matches as (
      select distinct on (wl.owner_id, s.id) wl.owner_id as buyer_id,
        -- The card as the alerts tell cards apart: the catalog card, or the name key.
        coalesce(s.oracle_id::text, s.name_key) as card_key,
        s.*
      from wanting s
      join ${libraries} wl on wl.id = s.wanted_library_id
      join ${users} bu on bu.id = wl.owner_id
        and bu.disabled_at is null and bu.suspended_at is null
      left join ${userProfiles} bp on bp.user_id = bu.id
      where wl.owner_id <> s.seller_id
        and not exists (select 1 from ${userBlocks} b
          where (b.blocker_id = wl.owner_id and b.blocked_id = s.seller_id)
             or (b.blocker_id = s.seller_id and b.blocked_id = wl.owner_id))
        and (wl.alert_max_price is null or s.price <= wl.alert_max_price)
        and (not wl.alert_same_province or lower(bp.region) = s.region)
      -- The buyer's largest quantity wanted of the card (over his alerting lists it matches).
      order by wl.owner_id, s.id, s.wanted_copies desc
    ),
    ${heldCopies},
    short as (
      select m.* from matches m
      left join held_by_card t on t.buyer_id = m.buyer_id and t.card_key = m.card_key
      left join held own on own.buyer_id = m.buyer_id and own.id = m.id
      where coalesce(t.free, 0) - coalesce(own.free, 0) < m.wanted_copies
    )
    insert into ${notifications} (user_id, kind, data, library_card_id, card_key, created_at)
    select buyer_id, 'match',
      jsonb_build_object('cardName', name, 'seller', seller, 'libraryId', library_id,
        'price', to_char(price, 'FM999999990.00'), 'linePrice', line_price),
      id, card_key, ${now}::timestamptz
    from short
    on conflict (library_card_id, user_id) do update
      set data = excluded.data, created_at = excluded.created_at, read_at = null, mailed_at = null
      where ${renewWhen}`);
}
