import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDriver } from '../../test/postgres-url';
import { recordPageView } from '../modules/events/service';
import { openDatabase } from './client';
import { pageViewCounts } from './schema/index';
import { scaled } from '../../test/time-factor';

// PGlite's own folder: the same whichever driver the project tests.
describe.runIf(testDriver() === 'pglite')('the embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdc-persist-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it(
    'keeps what was written across a restart',
    async () => {
      const first = await openDatabase({ databaseUrl: undefined, dataDir });
      await first.migrate();
      await recordPageView(first.db, '/faq');
      await first.close();

      const second = await openDatabase({ databaseUrl: undefined, dataDir });
      await second.migrate(); // applying migrations again is a no-op
      const rows = await second.db.select().from(pageViewCounts);
      await second.close();
      expect(rows).toEqual([expect.objectContaining({ path: '/faq', count: 1 })]);
    },
    scaled(60_000),
  );
});
