import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ARS_PER_USD } from '../../packages/server/src/demo/demo-cards';
import { startFakeGeoref } from '../../packages/server/test/fakes/georef';
import { startFakeMoxfield } from '../../packages/server/test/fakes/moxfield';
import {
  buildServerIfStale,
  freePort,
  repositoryRoot,
  startServer,
} from '../../packages/server/test/server-process';
import { startMailInbox } from './mail-inbox';

/** Migrates and seeds the database in its own process, before the server opens it. */
async function seedDatabase(env: NodeJS.ProcessEnv): Promise<void> {
  const seed = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/seed-database.ts'], {
    cwd: repositoryRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise((resolve) => seed.once('exit', resolve));
  if (code !== 0) throw new Error(`seeding the e2e database failed (exit code ${code})`);
}

/**
 * Starts the real server (built web app, fresh embedded database in a temporary DATA_DIR, seeded
 * by seed-database.ts) on a free port, with the local fakes of outside services: the georef API,
 * Moxfield (the recorded deck RECORDED_DECK_ID) and a real SMTP server that captures the mails. Tests read E2E_BASE_URL, E2E_DATA_DIR and
 * E2E_MAIL_URL (the captured mails, see mail.ts).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdc-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const [georef, moxfield, inbox] = await Promise.all([
    startFakeGeoref(),
    startFakeMoxfield(),
    startMailInbox(),
  ]);
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: baseUrl,
    // As in production: the browser solves the proof of work, API calls carry it (bot-check.ts);
    // a hundredth of the work (200–2,000 hashes, not 10k–100k): ~30 s of the run's CPU.
    BOT_CHECK: 'on',
    BOT_CHECK_HASHES: '2000',
    GEOREF_API_URL: georef.url,
    MOXFIELD_API_URL: moxfield.url,
    SMTP_URL: inbox.smtpUrl,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    // The demo's peso rate (server/src/demo/demo-cards.ts): every price shows its pesos.
    ARS_PER_USD: String(DEMO_ARS_PER_USD),
    // A buyer's first alerts digest leaves within 2 s, not the minute of production.
    ALERT_DIGEST_CHECK_SECONDS: '2',
  } as const;
  buildServerIfStale();
  await seedDatabase(env);
  const server = await startServer(env);

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_MAIL_URL = inbox.url;

  return async () => {
    await server.stop();
    await Promise.all([georef.close(), moxfield.close(), inbox.close()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
