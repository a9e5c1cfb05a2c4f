import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { captureLogs } from '../../../test/log-capture';
import { jobRuns } from '../../db/schema/index';
import { scheduledJobs } from '../../job-list';
import { runJobIfDue } from '../../jobs/runner';
import { EMPTY_CATALOG_HINT } from './catalog-status';
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

  it('schedules a refresh from CATALOG_URL when one is set', async () => {
    const app = await createTestApp({ catalogUrl: mtgjsonSetFile('H1R') });
    const job = scheduledJobs(app).find((scheduled) => scheduled.name === 'catalog-refresh');
    expect(await runJobIfDue(app.db, job!, app.clock())).toMatchObject({ ran: true });
    const [run] = await app.db.select().from(jobRuns).where(eq(jobRuns.name, 'catalog-refresh'));
    expect(run?.status).toBe('ok');
    await app.close();
  });
});
