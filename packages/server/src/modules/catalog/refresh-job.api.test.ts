import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { jobRuns } from '../../db/schema/index';
import { createTestDatabase } from '../../../test/database';
import { withAdvisoryLock } from './advisory-lock';
import { countCatalog } from './catalog-status';
import { REFRESH_JOB, refreshCatalogIfDue } from './refresh-job';
import { tempDir, writeJsonFile } from './testing/catalog-fixtures';
import { allPricesToday } from './testing/price-fixtures';
import { serveFiles } from './testing/serve-files';
import { mtgjsonSetFile } from './testing/shared-data';

/** The daily refresh from CATALOG_URL / PRICES_URL. */

const log = pino({ level: 'silent' });
const HOUR = 60 * 60 * 1000;

let database: DatabaseHandle;
let server: Awaited<ReturnType<typeof serveFiles>>;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await serveFiles(path.dirname(mtgjsonSetFile('PELD')));
});
afterAll(async () => {
  await server.close();
  await database.close();
});

const lastRun = async () =>
  (await database.db.select().from(jobRuns).where(eq(jobRuns.name, REFRESH_JOB)))[0];

describe('refreshCatalogIfDue', () => {
  it('records a failed run and tries again at the next check', async () => {
    const sources = { catalogUrl: `${server.url}/MISSING.json.gz`, pricesUrl: undefined };
    expect(await refreshCatalogIfDue(database.db, sources, log)).toBe('failed');
    expect(await lastRun()).toMatchObject({
      status: 'failed',
      message: expect.stringContaining('HTTP 404'),
    });
    expect(await refreshCatalogIfDue(database.db, sources, log)).toBe('failed');
  });

  it('imports the catalog, then the prices, and waits a day before the next run', async () => {
    const prices = writeJsonFile(
      tempDir(),
      'AllPricesToday.json',
      allPricesToday('2022-04-25', { 'd26fdb0c-80d4-5ea2-af6e-adbd290fc163': { ck: 1 } }),
    );
    const sources = { catalogUrl: `${server.url}/PELD.json.gz`, pricesUrl: prices };
    const now = new Date();
    expect(await refreshCatalogIfDue(database.db, sources, log, now)).toBe('done');
    expect(await lastRun()).toMatchObject({
      status: 'ok',
      message: expect.stringContaining('catalog: 136 printings'),
    });
    expect((await countCatalog(database.db)).printings).toBe(136);
    expect(
      await refreshCatalogIfDue(database.db, sources, log, new Date(now.getTime() + 23 * HOUR)),
    ).toBe('not-due');
    expect(
      await refreshCatalogIfDue(database.db, sources, log, new Date(now.getTime() + 25 * HOUR)),
    ).toBe('done');
  });

  it('lets one session hold the lock, so a second instance skips the run', async () => {
    const inner = await withAdvisoryLock(database.db, REFRESH_JOB, () =>
      withAdvisoryLock(database.db, REFRESH_JOB, async () => 'ran twice'),
    );
    // PostgreSQL: the second pooled session is refused. PGlite has a single session (one
    // process per data folder), which already holds the lock: the background plugin keeps
    // its own runs from overlapping.
    expect(inner).toEqual(
      database.driver === 'postgres'
        ? { acquired: true, value: { acquired: false } }
        : { acquired: true, value: { acquired: true, value: 'ran twice' } },
    );
  });
});
