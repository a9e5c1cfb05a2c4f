import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startFakeGeoref } from '../../packages/server/test/fakes/georef';
import { startMailInbox } from './mail-inbox';

/**
 * Starts the real server (built web app, fresh embedded database in a temporary DATA_DIR, seeded
 * by seed-database.ts) on a free port, with the local fakes of outside services: the georef API
 * and a real SMTP server that captures the mails. Tests read E2E_BASE_URL, E2E_DATA_DIR and
 * E2E_MAIL_URL (the captured mails, see mail.ts).
 */
const root = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy in 60 s:\n${log()}`);
}

/** Migrates and seeds the database in its own process, before the server opens it. */
async function seedDatabase(env: NodeJS.ProcessEnv): Promise<void> {
  const seed = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/seed-database.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise((resolve) => seed.once('exit', resolve));
  if (code !== 0) throw new Error(`seeding the e2e database failed (exit code ${code})`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdc-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const [georef, inbox] = await Promise.all([startFakeGeoref(), startMailInbox()]);
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: baseUrl,
    BOT_CHECK: 'off',
    GEOREF_API_URL: georef.url,
    SMTP_URL: inbox.smtpUrl,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
  } as const;
  await seedDatabase(env);
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  await waitForHealth(baseUrl, child, () => output);

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_MAIL_URL = inbox.url;

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await Promise.all([georef.close(), inbox.close()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
