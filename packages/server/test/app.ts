import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createTestDatabase } from './database';

/** Configuration for tests: a temporary DATA_DIR, no bot check, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdc-test-'));
  return {
    ...loadConfig({ DATA_DIR: dataDir, BOT_CHECK: 'off', LOG_LEVEL: 'silent', NODE_ENV: 'test' }),
    ...overrides,
  };
}

/**
 * The real app on a fresh database of this project's driver. `app.close()` drops the database.
 * `options` may give a logger (to capture its lines), a clock (to move time) or load-shedding
 * thresholds (to see the 503; the event-loop one is off unless given).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: Pick<BuildOptions, 'logger' | 'clock' | 'pressure'> = {},
): Promise<FastifyInstance> {
  const config = testConfig(overrides);
  const database = await createTestDatabase();
  // Load shedding is tested where a test sets its event-loop limit; elsewhere a long PGlite
  // statement, or four test workers on two cores, would shed the test's own requests (503).
  const pressure = { maxEventLoopDelayMs: 0, ...options.pressure };
  const app = await buildApp(config, { database, logger: false, ...options, pressure });
  app.addHook('onClose', async () => {
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });
  await app.ready();
  return app;
}
