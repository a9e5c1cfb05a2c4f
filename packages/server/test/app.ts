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
 * thresholds (to see the 503).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: Pick<BuildOptions, 'logger' | 'clock' | 'pressure'> = {},
): Promise<FastifyInstance> {
  const config = testConfig(overrides);
  const database = await createTestDatabase();
  const app = await buildApp(config, { database, logger: false, ...options });
  app.addHook('onClose', async () => {
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });
  await app.ready();
  return app;
}
