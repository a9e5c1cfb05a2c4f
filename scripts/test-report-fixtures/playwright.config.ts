import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** Only for record.mjs: the fixtures, never part of npm test (own output folder, so a real run's stays). */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.fixture.ts',
  workers: 1,
  outputDir: path.join(os.tmpdir(), 'mdc-test-report-fixtures'),
});
