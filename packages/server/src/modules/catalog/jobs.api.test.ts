import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { jobRuns } from '../../db/schema/index';
import { createTestDatabase } from '../../../test/database';
import { runJobIfDue } from '../../jobs/runner';
import { countCatalog } from './catalog-status';
import { catalogRefreshJob } from './jobs';
import { tempDir, writeJsonFile } from './testing/catalog-fixtures';
import { allPricesToday } from './testing/price-fixtures';
import { serveFiles } from './testing/serve-files';
import { mtgjsonSetFile } from './testing/shared-data';

/** The daily refresh from CATALOG_URL / PRICES_URL. */

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
  (await database.db.select().from(jobRuns).where(eq(jobRuns.name, 'catalog-refresh')))[0];

describe('catalogRefreshJob', () => {
  it('records a failed run and tries again at the next check', async () => {
    const job = catalogRefreshJob({
      catalogUrl: `${server.url}/MISSING.json.gz`,
      pricesUrl: undefined,
    });
    await expect(runJobIfDue(database.db, job, new Date())).rejects.toThrow('HTTP 404');
    expect(await lastRun()).toMatchObject({
      status: 'failed',
      message: expect.stringContaining('HTTP 404'),
    });
    await expect(runJobIfDue(database.db, job, new Date())).rejects.toThrow('HTTP 404');
  });

  it('imports the catalog, then the prices, and waits a day before the next run', async () => {
    const prices = writeJsonFile(
      tempDir(),
      'AllPricesToday.json',
      allPricesToday('2022-04-25', { 'd26fdb0c-80d4-5ea2-af6e-adbd290fc163': { ck: 1 } }),
    );
    const job = catalogRefreshJob({ catalogUrl: `${server.url}/PELD.json.gz`, pricesUrl: prices });
    const now = new Date();
    expect(await runJobIfDue(database.db, job, now)).toMatchObject({ ran: true });
    expect(await lastRun()).toMatchObject({
      status: 'ok',
      message: expect.stringContaining('catalog: 136 printings'),
    });
    expect((await countCatalog(database.db)).printings).toBe(136);
    expect(await runJobIfDue(database.db, job, new Date(now.getTime() + 23 * HOUR))).toEqual({
      ran: false,
      reason: 'not-due',
    });
    expect(await runJobIfDue(database.db, job, new Date(now.getTime() + 25 * HOUR))).toMatchObject({
      ran: true,
    });
  });
});
