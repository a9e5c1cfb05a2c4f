import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { captureLogs } from '../../../test/log-capture';
import { jobRuns } from '../../db/schema/index';
import { EMPTY_CATALOG_HINT } from './catalog-status';
import { REFRESH_JOB } from './refresh-job';
import { mtgjsonSetFile } from './testing/shared-data';

/** What the server says and does about its catalog when it starts. */

describe('catalog at start', () => {
  it('says how to load a catalog when there is none', async () => {
    const logs = captureLogs('info');
    const app = await createTestApp({}, { logger: logs.logger });
    expect(logs.text()).toContain(EMPTY_CATALOG_HINT);
    expect(logs.text()).toContain(
      'npm run catalog:import -- ../shared/data/mtgjson/sets-2022-04-25',
    );
    await app.close();
  });

  it('refreshes from CATALOG_URL in the background when one is set', async () => {
    const app = await createTestApp({ catalogUrl: mtgjsonSetFile('H1R') });
    await expect
      .poll(
        async () =>
          (await app.db.select().from(jobRuns).where(eq(jobRuns.name, REFRESH_JOB)))[0]?.status,
        {
          timeout: 20_000,
        },
      )
      .toBe('ok');
    await app.close();
  });
});
