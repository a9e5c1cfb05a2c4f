import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createTestDatabase } from './database';
import { startSmtpCapture, type SmtpCapture } from './fakes/smtp-capture';

/** Configuration for tests: a temporary DATA_DIR, no bot check, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdc-test-'));
  return {
    ...loadConfig({ DATA_DIR: dataDir, BOT_CHECK: 'off', LOG_LEVEL: 'silent', NODE_ENV: 'test' }),
    ...overrides,
  };
}

type TestAppOptions = Pick<BuildOptions, 'logger' | 'clock' | 'pressure'>;

/**
 * The real app on a fresh database of this project's driver. `app.close()` drops the database.
 * `options` may give a logger (to capture its lines), a clock (to move time) or load-shedding
 * thresholds (to see the 503; the event-loop one is off unless given).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: TestAppOptions = {},
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

/** Asserts that `app` answers its health check: 200, with the database reachable. */
export async function expectHealthy(app: FastifyInstance): Promise<void> {
  const res = await app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
}

/** Makes `app` listen on a free port of 127.0.0.1, for tests that need a real socket: the port. */
export async function listenOnFreePort(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** The app of one `describe` (useTestApp): read its fields inside the tests and hooks. */
export interface SuiteApp {
  readonly app: FastifyInstance;
  /** The port it listens on: with `listen: true` only. */
  readonly port: number;
}

/**
 * The test app (createTestApp) of the `describe` that calls it: built before its tests, closed
 * after them; every API test file sets its app up this way. `overrides` may be a function, read
 * when the app is built; with `listen: true` also listening on a free port of 127.0.0.1 (listenOnFreePort).
 */
export function useTestApp(
  overrides: Partial<Config> | (() => Partial<Config>) = {},
  options: TestAppOptions & { listen?: boolean } = {},
): SuiteApp {
  const { listen = false, ...appOptions } = options;
  let app: FastifyInstance | undefined;
  let port: number | undefined;
  beforeAll(async () => {
    // A function is read here, after the hooks before it: a fake SMTP server's URL, say.
    const config = typeof overrides === 'function' ? overrides() : overrides;
    app = await createTestApp(config, appOptions);
    if (listen) port = await listenOnFreePort(app);
  });
  afterAll(() => app?.close());
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`useTestApp: no ${what} (yet) outside the tests`);
    return value;
  };
  return {
    get app() {
      return ready(app, 'app');
    },
    get port() {
      return ready(port, listen ? 'port' : 'port without `listen: true`');
    },
  };
}

/**
 * useTestApp for a `describe` that mails: an SMTP capture starts before the app (its URL is the
 * app's SMTP_URL) and stops after the app closes; `suite.smtp` reads what was sent.
 */
export function useTestAppWithMail(
  overrides: Partial<Config> = {},
  options: TestAppOptions & { listen?: boolean } = {},
): SuiteApp & { readonly smtp: SmtpCapture } {
  let smtp: SmtpCapture | undefined;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp?.close());
  const capture = (): SmtpCapture => {
    if (!smtp) throw new Error('useTestAppWithMail: no SMTP capture (yet) outside the tests');
    return smtp;
  };
  const suite = useTestApp(() => ({ ...overrides, smtpUrl: capture().url }), options);
  return {
    get app() {
      return suite.app;
    },
    get port() {
      return suite.port;
    },
    get smtp() {
      return capture();
    },
  };
}
