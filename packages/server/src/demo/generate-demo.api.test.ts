import { recommendedCardsSchema } from '@mdc/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { queryRows, type DatabaseHandle } from '../db/client';
import { verifyPassword } from '../modules/accounts/index';
import { findRecommendedCards } from '../modules/search/index';
import { findLastSearch } from '../modules/search/index';
import { generateDemo, type DemoReport } from './generate-demo';
import { DEMO_PASSWORD, DEMO_SELLERS } from './demo-sellers';
import { scaled } from '../../test/time-factor';

/**
 * `npm run demo`'s generator, twice on a small catalog (two set files) and two sellers that
 * use every kind of source (a Dragon Shield and a Moxfield export, staples, deck lists): the
 * first run writes a known marketplace, the second changes nothing.
 */

const sellers = DEMO_SELLERS.filter((seller) =>
  ['demo_palermo', 'demo_rosario'].includes(seller.user),
);
const options = { sets: ['M10', 'C21'], sellers };

let database: DatabaseHandle;
let first: DemoReport;
let second: DemoReport;

interface Snapshot {
  users: number;
  libraries: number;
  lines: number;
  copies: number;
  distinctLines: number;
  ckLines: number;
  searches: number;
  places: string[];
  reservations: string[];
  meetings: string[];
}

const snapshot = async (): Promise<Snapshot> =>
  (
    await queryRows<Snapshot>(
      database.db,
      sql`select (select count(*) from users)::int as users,
                 (select count(*) from libraries)::int as libraries,
                 (select count(*) from library_cards)::int as lines,
                 (select coalesce(sum(quantity), 0) from library_cards)::int as copies,
                 (select count(distinct (library_id, name, set_code, collector_number, foil, condition, language))
                    from library_cards)::int as "distinctLines",
                 (select count(*) from library_cards where price = 'ck')::int as "ckLines",
                 (select count(*) from searches)::int as searches,
                 array(select concat_ws(' ', u.username, up.position, p.kind, p.name, p.city_id,
                         up.days::text)
                       from user_places up join places p on p.id = up.place_id
                       join users u on u.id = up.user_id
                       order by u.username, up.position) as places,
                 array(select concat_ws(' ', r.id, b.username, 'from', s.username, r.card_name,
                         r.responded, r.sold, r.disabled, r.buyer_new, r.seller_new)
                       from reservations r join users b on b.id = r.buyer_id
                       join users s on s.id = r.seller_id
                       order by b.username, r.card_name, r.id) as reservations,
                 array(select concat_ws(' ', b.username, 'from', s.username, m.proposed_by,
                         m.agreed, (select count(*) from reservations r where r.meeting_id = m.id))
                       from meetings m join users b on b.id = m.buyer_id
                       join users s on s.id = m.seller_id
                       order by b.username) as meetings`,
    )
  )[0]!;

let afterFirst: Snapshot;
let afterSecond: Snapshot;

beforeAll(async () => {
  database = await createTestDatabase();
  first = await generateDemo(database.db, options);
  afterFirst = await snapshot();
  second = await generateDemo(database.db, options);
  afterSecond = await snapshot();
}, scaled(180_000));
afterAll(() => database.close());

const libraries = (report: DemoReport) =>
  report.sellers.flatMap((seller) =>
    seller.libraries.map((l) => [
      seller.user,
      l.name,
      l.buying,
      l.created,
      l.cardsNew,
      l.cardsUpdated,
      l.cardCount,
    ]),
  );

describe('generateDemo', () => {
  it('imports the chosen set files once', () => {
    expect(first.catalog).toEqual({ imported: 2, skipped: 0, printings: 658 });
    expect(second.catalog).toEqual({ imported: 0, skipped: 2, printings: 658 });
  });

  it('writes the sellers and their libraries, counted as copies, at most 1000 each', () => {
    expect(first.sellers.map((s) => [s.user, s.created])).toEqual([
      ['demo_palermo', true],
      ['demo_rosario', true],
    ]);
    expect(libraries(first)).toEqual([
      ['demo_palermo', 'Colección Dragon Shield', false, true, 736, 0, 1000],
      ['demo_palermo', 'Staples de Commander', false, true, 31, 0, 72],
      ['demo_palermo', 'Busco: Boros Energy', true, true, 2, 0, 3],
      ['demo_rosario', 'Mazo de Commander', false, true, 100, 0, 100],
      ['demo_rosario', 'Standard', false, true, 5, 0, 13],
      ['demo_rosario', 'Busco: Mono Red Madness', true, true, 3, 0, 26],
    ]);
    expect(afterFirst).toEqual({
      users: 3, // the two sellers and the demo's moderator (demo-moderation.ts)
      libraries: 6,
      lines: 877,
      copies: 1216 - 2, // one copy delivered by each seller
      distinctLines: 877,
      ckLines: 41,
      searches: 2,
      places: expect.any(Array),
      reservations: expect.any(Array),
      meetings: expect.any(Array),
    });
    expect([first.reservations, second.reservations]).toEqual([10, 0]);
  });

  it('changes nothing the second time: same accounts, same libraries, every line found again', () => {
    expect(second.sellers.map((s) => [s.id, s.created])).toEqual(
      first.sellers.map((s) => [s.id, false]),
    );
    expect(libraries(second)).toEqual(
      libraries(first).map(([user, name, buying, , cardsNew, , cardCount]) => [
        user,
        name,
        buying,
        false,
        0,
        cardsNew,
        cardCount,
      ]),
    );
    expect(second.sellers.flatMap((s) => s.libraries.map((l) => l.id))).toEqual(
      first.sellers.flatMap((s) => s.libraries.map((l) => l.id)),
    );
    expect(afterSecond).toEqual(afterFirst);
  });

  it('leaves reservations between them in every state: each buys from the other', () => {
    // [reservation] buyer 'from' seller card responded sold disabled buyerNew sellerNew
    expect(afterFirst.reservations.map((row) => row.replace(/^\S+ /, ''))).toEqual([
      'demo_palermo from demo_rosario Duress f f f t t',
      'demo_palermo from demo_rosario Flashfreeze f f f f f',
      'demo_palermo from demo_rosario Llanowar Elves t f f f f',
      'demo_palermo from demo_rosario Negate t t f f f',
      'demo_palermo from demo_rosario Pyroclasm f f t f f',
      'demo_rosario from demo_palermo Arcane Signet f f f t t',
      'demo_rosario from demo_palermo Blasphemous Act f f f f f',
      'demo_rosario from demo_palermo Bojuka Bog t f f f f',
      "demo_rosario from demo_palermo Commander's Sphere t t f f f",
      'demo_rosario from demo_palermo Cultivate f f t f f',
    ]);
  });

  it('proposes a meeting on the open reservations of each pair, one of them agreed', () => {
    // buyer 'from' seller, who proposed, agreed, how many reservations it holds.
    expect(afterFirst.meetings).toEqual([
      'demo_palermo from demo_rosario buyer t 3',
      'demo_rosario from demo_palermo buyer f 3',
    ]);
  });

  it('gives each seller a real place, the demo password and varied prices and quantities', async () => {
    const rows = await queryRows<{
      username: string;
      region: string;
      city: string;
      passwordHash: string;
    }>(
      database.db,
      sql`select u.username, p.region, p.city, u.password_hash as "passwordHash"
          from users u join user_profiles p on p.user_id = u.id order by u.username`,
    );
    expect(rows.map((r) => [r.username, r.region, r.city])).toEqual([
      ['demo_moderacion', 'Ciudad Autónoma de Buenos Aires', 'Comuna 1'],
      ['demo_palermo', 'Ciudad Autónoma de Buenos Aires', 'Comuna 14'],
      ['demo_rosario', 'Santa Fe', 'Rosario'],
    ]);
    expect(await verifyPassword(rows[0]!.passwordHash, DEMO_PASSWORD)).toBe(true);
    const [variety] = await queryRows<{
      quantities: number;
      decimals: number;
      pesos: number;
      pesosInDollars: number;
    }>(
      database.db,
      sql`select count(distinct quantity)::int as quantities,
                 count(*) filter (where price ~ '^[0-9]+[.][0-9]{2}$')::int as decimals,
                 count(*) filter (where price ~ '^ARS [0-9]+00$')::int as pesos,
                 count(price_usd) filter (where price like 'ARS %')::int as "pesosInDollars"
          from library_cards`,
    );
    // Lines priced by the demo (not by their export file): one in five in pesos, each worth
    // dollars at the demo's rate from the start.
    expect(variety).toEqual({
      quantities: expect.any(Number),
      decimals: 836 - 39,
      pesos: 39,
      pesosInDollars: 39,
    });
    expect(variety!.quantities).toBeGreaterThan(3);
  });

  it('gives sellers their meeting points in their own city, the days read from the hours', () => {
    expect(afterFirst.places).toEqual([
      'demo_palermo 0 public Plaza Italia, junto al monumento 02098 {6}',
      'demo_palermo 1 store El Dragón de Palermo 02098 {2,4}',
      'demo_rosario 0 public Monumento a la Bandera, escalinata 82084 {0,6}',
    ]);
  });

  it('leaves each seller the deck it wants as its last search, and recommends the other seller cards', async () => {
    const lastSearches = await Promise.all(
      first.sellers.map((seller) => findLastSearch(database.db, seller.id)),
    );
    expect(lastSearches.map((search) => [search?.names[0], search?.names.length])).toEqual([
      ['Flooded Strand', 27],
      ['Guttersnipe', 12],
    ]);
    const recommended = await Promise.all(
      first.sellers.map(async (seller) =>
        recommendedCardsSchema.parse(
          (await findRecommendedCards(database.db, seller.id)).map((card) => JSON.parse(card)),
        ),
      ),
    );
    expect(
      // One demo run lists a library's cards at one instant: their order among themselves is free.
      recommended.map((cards) => cards.map((card) => [card.cardName, card.ownerUser]).sort()),
    ).toEqual([
      // The Lands deck shares only Mountain and Plains with demo_rosario on this small catalog,
      // and a basic land is never recommended (everybody has them).
      [],
      [['Faithless Looting', 'demo_palermo']],
    ]);
  });
});
