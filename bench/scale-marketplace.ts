// The search benchmark's marketplaces: the demo marketplace (bench-marketplace.ts) grown to a
// given number of listed cards by set-based SQL (INSERT … SELECT over generate_series), so a
// million rows take minutes. Many more sellers (validated accounts, profiles spread over the
// provinces by population, 2% of them deleted, records as trading parties), each with 1–3 sale or trade libraries of up to
// 1000 copies and some a wanted list; the cards are drawn from the catalog with a skew: a quarter
// from the quick lists' staples, most of the rest by EDHREC popularity, 5% kept by name only
// (the demo's real imports' names the catalog lacks). marketplace-size.ts keeps them between runs
// like the demo's and grows them a million lines a transaction.
import { ARGENTINA, CARD_LANGUAGES, placeNameKey, QUICK_LISTS, TERMS_VERSION } from '@mdc/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../packages/server/src/db/client';
import { DEMO_ARS_PER_USD } from '../packages/server/src/demo/demo-cards';
import { DEMO_PASSWORD } from '../packages/server/src/demo/demo-sellers';
import { hashPassword } from '../packages/server/src/modules/accounts/index';
import { libraryListing } from '../packages/server/src/modules/libraries/index';
import type { SellersPlan } from './scale-marketplace-plan';

/**
 * Lines of sale and trade libraries of active accounts: what a search can find; with `seed`,
 * only those of the sellers grown from it (user names `<seed>_…`).
 */
export async function countListedCards(db: Database, seed?: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from library_cards c join libraries l on l.id = c.library_id
        join users u on u.id = l.owner_id
        where not l.buying and (l.selling or l.trading) and u.disabled_at is null
          ${seed ? sql`and starts_with(u.username, ${`${seed}_`})` : sql``}`,
  );
  return row!.count;
}

async function insertSellers(db: Database, plan: SellersPlan, now: Date) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.execute(sql`
    insert into users (username, email, password_hash, email_validated_at, tyc_accepted_at,
      tyc_version, created_at, updated_at, disabled_at)
    select s.username, replace(s.username, '_', '.') || '@example.com', ${passwordHash}, s.joined,
      s.joined, ${TERMS_VERSION}, s.joined, ${now}::timestamptz,
      case when s.disabled then ${now}::timestamptz end
    from jsonb_to_recordset(${JSON.stringify(plan.sellers)}::jsonb) as s(username text,
      joined timestamptz, disabled boolean)`);
  await db.execute(sql`
    insert into user_reputation (user_id, deliveries, purchases, cancellations, expirations)
    select u.id, s.deliveries, s.purchases, s.cancellations, s.expirations
    from jsonb_to_recordset(${JSON.stringify(plan.sellers)}::jsonb) as s(username text,
      deliveries int, purchases int, cancellations int, expirations int)
    join users u on u.username = s.username`);
  await db.execute(sql`
    insert into user_profiles (user_id, first_name, last_name, phone_number, country, country_id,
      region, region_id, city, city_id)
    select u.id, s."firstName", s."lastName", s.phone, ${ARGENTINA.name}, ${ARGENTINA.id}, s.region, s."regionId",
      s.city, s."cityId"
    from jsonb_to_recordset(${JSON.stringify(plan.sellers)}::jsonb) as s(username text,
      "firstName" text, "lastName" text, phone text, region text, "regionId" text, city text,
      "cityId" text)
    join users u on u.username = s.username`);
  await db.execute(
    sql`create temp table scale_plan (library_id uuid, lines int, max_quantity int) on commit drop`,
  );
  await db.execute(sql`
    with planned as (
      select u.id as owner_id, p.*
      from jsonb_to_recordset(${JSON.stringify(plan.libraries)}::jsonb) as p(username text,
        name text, buying boolean, selling boolean, trading boolean, lines int, "maxQuantity" int)
      join users u on u.username = p.username
    ), created as (
      insert into libraries (owner_id, name, buying, selling, trading, created_at, updated_at)
      select owner_id, name, buying, selling, trading, ${now}::timestamptz, ${now}::timestamptz
      from planned
      returning id, owner_id, name
    )
    insert into scale_plan
    select c.id, p.lines, p."maxQuantity" from created c
    join planned p on p.owner_id = c.owner_id and p.name = c.name`);
}

/**
 * Where the grown sellers meet (docs/product/places.md): three places shared in each of their
 * cities, and each seller at one to three of them (by his name's hash), as members list theirs:
 * the tiles' 'Se encuentra', the sellers' records and 'Dónde' then read real rows.
 */
const GROWN_PLACES = [
  { kind: 'public', name: 'Plaza principal', hours: 'sábados 15 a 19', days: [6] },
  { kind: 'public', name: 'Estación central, hall', hours: 'domingos a la tarde', days: [0] },
  { kind: 'store', name: 'Tienda de juegos', hours: 'viernes 18 a 22', days: [5] },
].map((place, position) => ({ ...place, position, key: placeNameKey(place.name) }));

async function insertPlaces(db: Database, plan: SellersPlan, now: Date) {
  const sellers = sql`jsonb_to_recordset(${JSON.stringify(plan.sellers)}::jsonb)
    as s(username text, "regionId" text, "cityId" text)`;
  const places = sql`jsonb_to_recordset(${JSON.stringify(GROWN_PLACES)}::jsonb)
    as k(kind text, name text, key text, hours text, days smallint[], position int)`;
  await db.execute(sql`
    insert into places (kind, name, name_key, region_id, city_id, created_at)
    select k.kind, k.name, k.key, c."regionId", c."cityId", ${now}::timestamptz
    from (select distinct s."regionId", s."cityId" from ${sellers}
          where s."cityId" is not null and s."regionId" is not null) c
    cross join ${places}
    on conflict (city_id, name_key) do nothing`);
  await db.execute(sql`
    insert into user_places (user_id, place_id, position, hours, days, created_at)
    select u.id, p.id, k.position, k.hours, k.days, ${now}::timestamptz
    from ${sellers} join users u on u.username = s.username
    join ${places} on k.position <= abs(hashtext(s.username)) % 3
    join places p on p.city_id = s."cityId" and p.name_key = k.key`);
}

const CONDITIONS = ['NM', 'NM', 'NM', 'NM', 'M', 'SP', 'SP', 'MP', 'HP', 'DMG'];
const OTHER_LANGUAGES = CARD_LANGUAGES.filter((code) => code !== 'en' && code !== 'es');
const textArray = (items: readonly string[]) => sql`${JSON.stringify(items)}::jsonb`;

/**
 * What the cards are drawn from: staples (a name in several lists weighs more), the catalog by
 * popularity, names only: those of the lines not grown from `seed` (the demo's, read through
 * their libraries, not by scanning the millions of lines grown before).
 */
async function createCardPools(
  db: Database,
  seed: string,
): Promise<{ hot: number; ranked: number; names: number }> {
  await db.execute(sql`
    create temp table scale_printings on commit drop as
    select p.oracle_id, (row_number() over (partition by p.oracle_id order by p.id) - 1)::int as k,
      count(*) over (partition by p.oracle_id)::int as printings, p.id, p.name, p.set_code,
      s.name as set_name, p.collector_number, p.image_urls, p.type_line,
      'foil' = any(p.finishes) as foil_ok
    from card_printings p join card_sets s on s.code = p.set_code`);
  await db.execute(sql`create index on scale_printings (oracle_id, k)`);
  await db.execute(sql`
    create temp table scale_ranked on commit drop as
    select (row_number() over (order by popularity nulls last, md5(id::text)) - 1)::int as n,
      id as oracle_id
    from card_oracles o where exists (select 1 from card_printings p where p.oracle_id = o.id)`);
  await db.execute(sql`
    create temp table scale_hot on commit drop as
    select (row_number() over (order by w.ord) - 1)::int as n, o.id as oracle_id
    from jsonb_array_elements_text(${textArray(QUICK_LISTS.flatMap((list) => list.names))}) with ordinality as w(name, ord)
    join card_oracles o on lower(o.name) = lower(w.name)
    where exists (select 1 from card_printings p where p.oracle_id = o.id)`);
  await db.execute(sql`
    create temp table scale_names on commit drop as
    select (row_number() over (order by key) - 1)::int as n, k.*
    from (select distinct on (split_part(printing_key, '|', 1)) split_part(printing_key, '|', 1) as key,
            printing_key, name, set_code, set_name, collector_number, image_urls, type_line
          from library_cards where oracle_id is null and library_id in (
            select l.id from libraries l join users u on u.id = l.owner_id
            where not starts_with(u.username, ${`${seed}_`}))
          order by split_part(printing_key, '|', 1), printing_key) k`);
  for (const table of ['scale_ranked', 'scale_hot', 'scale_names']) {
    await db.execute(sql.raw(`create index on ${table} (n)`));
  }
  const [sizes] = await queryRows<{ hot: number; ranked: number; names: number }>(
    db,
    sql`select (select count(*) from scale_hot)::int as hot,
               (select count(*) from scale_ranked)::int as ranked,
               (select count(*) from scale_names)::int as names`,
  );
  return sizes!;
}

/** The planned lines of every new library, drawn at random from the pools, duplicates left out. */
async function insertCards(db: Database, seed: string, now: Date): Promise<void> {
  const pools = await createCardPools(db, seed);
  await db.execute(sql`
    create temp table scale_draws on commit drop as
    select p.library_id, p.lines, p.max_quantity, g.draw, random() as kind, random() as pick,
      random() as variant, random() as r_foil, random() as r_condition, random() as r_language,
      random() as r_price, random() as r_quantity
    from scale_plan p, generate_series(1, p.lines + p.lines / 4 + 10) as g(draw)`);
  await db.execute(sql`
    insert into library_cards (library_id, reference_id, oracle_id, printing_key, name, set_code,
      set_name, collector_number, image_urls, type_line, foil, condition, language, price,
      quantity, listed, offer_owner, offer_seller, created_at, updated_at)
    select y.library_id, reference_id, oracle_id, printing_key, name, set_code, set_name,
      collector_number, image_urls, type_line, foil, condition, language, price, quantity,
      s.listed, s.offer_owner, s.offer_seller, ${now}::timestamptz, ${now}::timestamptz
    from (
      select x.*, row_number() over (partition by x.library_id order by x.draw) as n
      from (
        select distinct on (d.library_id, printing_key, foil, condition, language) d.library_id,
          d.lines, d.draw, c.*,
          d.r_foil < 0.1 and c.foil_ok as foil,
          (${textArray(CONDITIONS)} ->> floor(d.r_condition * ${CONDITIONS.length})::int) as condition,
          case when d.r_language < 0.75 then 'en' when d.r_language < 0.95 then 'es'
               else ${textArray(OTHER_LANGUAGES)} ->> floor((d.r_language - 0.95) / 0.05 * ${OTHER_LANGUAGES.length})::int
          end as language,
          case when d.r_price < 0.25 then 'ck'
               -- One priced line in five in whole pesos (as the demo: demo-cards.ts), at its rate.
               when floor(d.r_price * 1e6)::int % 5 = 0 then 'ARS ' || greatest(100,
                 round((0.35 + 80 * power((d.r_price - 0.25) / 0.75, 3)) * ${DEMO_ARS_PER_USD} / 100) * 100)::int
               else round((0.35 + 80 * power((d.r_price - 0.25) / 0.75, 3))::numeric, 2)::text
          end as price,
          least(d.max_quantity, 1 + floor(d.r_quantity * d.r_quantity * d.max_quantity)::int) as quantity
        from scale_draws d
        left join scale_hot h on d.kind < 0.25 and h.n = floor(d.pick * ${pools.hot})::int
        left join scale_ranked r on d.kind >= 0.25 and d.kind < 0.95
          and r.n = floor(d.pick * d.pick * ${pools.ranked})::int
        left join scale_printings p on p.oracle_id = coalesce(h.oracle_id, r.oracle_id)
          and p.k = floor(d.variant * p.printings)::int
        left join scale_names k on d.kind >= 0.95 and k.n = floor(d.pick * ${pools.names})::int
        cross join lateral (
          select p.id as reference_id, p.oracle_id, coalesce(p.id::text, k.printing_key) as printing_key,
            coalesce(p.name, k.name) as name,
            case when p.id is null then k.set_code else p.set_code end as set_code,
            case when p.id is null then k.set_name else p.set_name end as set_name,
            case when p.id is null then k.collector_number else p.collector_number end as collector_number,
            coalesce(p.image_urls, k.image_urls) as image_urls,
            coalesce(p.type_line, k.type_line) as type_line, coalesce(p.foil_ok, true) as foil_ok
        ) c
        where c.printing_key is not null
        order by d.library_id, printing_key, foil, condition, language, d.draw
      ) x
    ) y
    join ${libraryListing(sql`l.id in (select library_id from scale_plan)`)} s
      on s.library_id = y.library_id
    where y.n <= y.lines`);
}

/** Adds the sellers of `plan` (grown from `seed`), their libraries and cards, in one transaction. */
export async function addSellers(db: Database, plan: SellersPlan, seed: string, now: Date) {
  await db.transaction(async (tx) => {
    await insertSellers(tx as unknown as Database, plan, now);
    await insertPlaces(tx as unknown as Database, plan, now);
    await insertCards(tx as unknown as Database, seed, now);
  });
}
