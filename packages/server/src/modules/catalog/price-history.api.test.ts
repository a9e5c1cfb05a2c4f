import {
  CATALOG_MESSAGES,
  PRICE_HISTORY_MESSAGES,
  type PriceHistories,
  type PriceHistory,
} from '@mdc/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { useTestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { createLibraryWithCards } from '../../../test/library-factory';
import { createTestClock } from '../../../test/test-clock';
import { listedPrintingIds } from '../libraries/index';
import { importPrices } from './import/import-prices';
import { prunePriceHistoryJob } from './jobs';
import { countRows, importSets, tempDir, writeJsonFile } from './testing/catalog-fixtures';
import { allPricesToday, type TestPrice } from './testing/price-fixtures';
import { scaled } from '../../../test/time-factor';

/** The price history: written by the price import, pruned by its job, read by its two calls. */

const GIANT = '09fd2d9c-1793-4beb-a3fb-7a869f660cd4';
const GIANT_FACE_A = 'd26fdb0c-80d4-5ea2-af6e-adbd290fc163';
const clock = createTestClock(new Date('2026-03-02T12:00:00Z'));

const suite = useTestApp({}, { clock: clock.now });
beforeAll(async () => {
  await importSets(suite.app.db, ['ELD']);
}, scaled(120_000));

const importOn = (day: string, price: TestPrice, uuid = GIANT_FACE_A) =>
  importPrices(
    suite.app.db,
    writeJsonFile(tempDir(), 'p.json', allPricesToday(day, { [uuid]: price })),
  );

const history = (printingId: string) =>
  queryRows<{ finish: string; day: string; usd: string }>(
    suite.app.db,
    sql`select finish, day::text as day, usd::text as usd from card_price_history
        where printing_id = ${printingId} order by finish, day`,
  );

describe('the price import writes the history', () => {
  it('writes a row per printing and finish only on a day the USD value changed', async () => {
    await importOn('2025-11-01', { usd: 9 });
    expect(await history(GIANT)).toEqual([{ finish: 'normal', day: '2025-11-01', usd: '9.00' }]);
    // Another day, no change: nothing written. CK-only values write no history either.
    await importOn('2026-01-01', { usd: 9, ck: 3 });
    expect(await countRows(suite.app.db, 'card_price_history')).toBe(1);
    await importOn('2026-01-02', { usd: 10 });
    await importOn('2026-02-01', { usd: 11.2, usdFoil: 20 });
    expect(await history(GIANT)).toEqual([
      { finish: 'foil', day: '2026-02-01', usd: '20.00' },
      { finish: 'normal', day: '2025-11-01', usd: '9.00' },
      { finish: 'normal', day: '2026-01-02', usd: '10.00' },
      { finish: 'normal', day: '2026-02-01', usd: '11.20' },
    ]);
  });

  it('passes over a value dated before the last row, and re-importing a file writes nothing', async () => {
    await importOn('2026-01-15', { usd: 50 });
    await importOn('2026-02-01', { usd: 11.2, usdFoil: 20 });
    expect(await countRows(suite.app.db, 'card_price_history')).toBe(4);
  });
});

describe('GET /api/catalog/price-history and /api/catalog/price-histories', () => {
  const get = (url: string) => suite.app.inject({ method: 'GET', url });

  it('answers the last 90 days, the value on the first day first, and the change over 30', async () => {
    const res = await get(`/api/catalog/price-history?printingId=${GIANT}&foil=false`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      // 2026-03-02 less 89 days: the 9.00 of 2025-11-01 was the value then.
      points: [
        { day: '2025-12-03', usd: '9.00' },
        { day: '2026-01-02', usd: '10.00' },
        { day: '2026-02-01', usd: '11.20' },
      ],
      // 2026-01-31 (30 days back) it was 10.00.
      change30d: 12,
    } satisfies PriceHistory);
  });

  it('answers null when there is no value 30 days back, and nothing for an unknown printing', async () => {
    const foil = await get(`/api/catalog/price-history?printingId=${GIANT}&foil=true`);
    expect(foil.json()).toEqual({ points: [{ day: '2026-02-01', usd: '20.00' }], change30d: null });
    const unknown = await get(
      '/api/catalog/price-history?printingId=00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.json()).toEqual({ points: [], change30d: null });
  });

  it('answers a page of tiles in one call, in the order asked', async () => {
    const res = await get(
      `/api/catalog/price-histories?cards=${GIANT}:foil,${GIANT.toUpperCase()}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      histories: [
        {
          printingId: GIANT,
          foil: true,
          points: [{ day: '2026-02-01', usd: '20.00' }],
          change30d: null,
        },
        {
          printingId: GIANT,
          foil: false,
          points: [
            { day: '2025-12-03', usd: '9.00' },
            { day: '2026-01-02', usd: '10.00' },
            { day: '2026-02-01', usd: '11.20' },
          ],
          change30d: 12,
        },
      ],
    } satisfies PriceHistories);
  });

  it('refuses bad input with a Spanish 400', async () => {
    const cases: [string, string][] = [
      ['/api/catalog/price-history?printingId=abc', CATALOG_MESSAGES.referenceIdInvalid],
      ['/api/catalog/price-history', CATALOG_MESSAGES.referenceIdInvalid],
      [
        `/api/catalog/price-history?printingId=${GIANT}&foil=si`,
        PRICE_HISTORY_MESSAGES.foilInvalid,
      ],
      ['/api/catalog/price-histories', PRICE_HISTORY_MESSAGES.cardsInvalid],
      [`/api/catalog/price-histories?cards=${GIANT}:etched`, PRICE_HISTORY_MESSAGES.cardsInvalid],
      [
        `/api/catalog/price-histories?cards=${Array(49).fill(GIANT).join(',')}`,
        PRICE_HISTORY_MESSAGES.tooManyCards,
      ],
    ];
    for (const [url, message] of cases) {
      const res = await get(url);
      expect([url, res.statusCode, res.json().message]).toEqual([url, 400, message]);
    }
  });
});

describe('the prune-price-history job', () => {
  it('keeps 90 days of unlisted printings, 400 of listed ones, and each series’ newest row', async () => {
    const [other] = await queryRows<{ id: string }>(
      suite.app.db,
      sql`select id from card_printings where set_code = 'ELD' and id <> ${GIANT} order by id limit 1`,
    );
    const ago = (days: number) =>
      new Date(clock.now().getTime() - days * 86_400_000).toISOString().slice(0, 10);
    await suite.app.db.execute(sql`delete from card_price_history`);
    const rows = [500, 200, 100, 10].flatMap((days, i) =>
      [GIANT, other!.id].map((id) => sql`(${id}::uuid, 'normal', ${ago(days)}::date, ${i + 1})`),
    );
    await suite.app.db.execute(
      sql`insert into card_price_history (printing_id, finish, day, usd) values ${sql.join(
        [...rows, sql`(${other!.id}::uuid, 'foil', ${ago(200)}::date, 7)`],
        sql`, `,
      )}`,
    );
    const owner = await createUser(suite.app);
    await createLibraryWithCards(suite.app, owner, { buying: true }, [
      { name: 'Bonecrusher Giant', set: 'ELD' },
    ]);

    const job = prunePriceHistoryJob(listedPrintingIds);
    expect(await job.run(suite.app.db, clock.now())).toBe('deleted 4 price history row(s)');
    expect((await history(GIANT)).map((row) => row.day)).toEqual([ago(200), ago(100), ago(10)]);
    expect(await history(other!.id)).toEqual([
      { finish: 'foil', day: ago(200), usd: '7.00' },
      { finish: 'normal', day: ago(10), usd: '4.00' },
    ]);
    expect(await job.run(suite.app.db, clock.now())).toBe('');
  });
});
