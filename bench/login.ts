/**
 * Login throughput: `node --import tsx bench/login.ts [--connections 10] [--duration 10] [--users 20]`.
 *
 * Starts the real server (embedded PGlite database in a temporary DATA_DIR, BOT_CHECK=off: the
 * proof of work is the client's cost, not the server's), registers and validates users through
 * the API and a local SMTP capture, then runs autocannon against POST /api/login (argon2id
 * verify + session insert) and, for comparison, GET /api/user with a Bearer session. Each
 * request comes "from" another X-Forwarded-For address so the per-IP limits stay out of the way.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ARGON2_OPTIONS } from '../packages/server/src/modules/accounts/index';
import { startSmtpCapture } from '../packages/server/test/fakes/smtp-capture';
import { buildServerIfStale, startServer } from '../packages/server/test/server-process';
import { markdownTable, recordResult } from './record-result';

// The benchmark starts the compiled server: built first when missing or older than its sources.
buildServerIfStale();

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
    users: { type: 'string', default: '20' },
  },
});
const connections = Number(args.connections);
const duration = Number(args.duration);
const userCount = Number(args.users);
const PASSWORD = 'bench-password-123';

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

async function createUsers(
  baseUrl: string,
  waitForMail: (to: string) => Promise<{ links: string[] }>,
) {
  const emails: string[] = [];
  for (let i = 0; i < userCount; i++) {
    const email = `bench${i}@example.com`;
    const response = await fetch(`${baseUrl}/api/user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
      body: JSON.stringify({
        user: `bench${i}`,
        email,
        firstName: 'Bench',
        lastName: 'Mark',
        phoneNumber: '+54 11 5555-0000',
        country: 'Argentina',
        countryId: 1,
        region: 'Buenos Aires',
        regionId: '06',
        city: 'La Plata',
        cityId: null,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        tycAccepted: true,
      }),
    });
    if (response.status !== 201) throw new Error(`register answered ${response.status}`);
    const token = new URL((await waitForMail(email)).links[0]!).searchParams.get('id')!;
    await fetch(`${baseUrl}/api/user/confirm?validationToken=${token}`);
    emails.push(email);
  }
  return emails;
}

interface Row {
  scenario: string;
  'req/s': number;
  'p50 ms': number;
  'p95 ms': number;
  'p99 ms': number;
  requests: number;
  'non-2xx': number;
}

async function measure(
  scenario: string,
  options: autocannon.Options,
  expectStatus: number,
): Promise<Row> {
  const times: number[] = [];
  let unexpected = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...options, connections, duration }, (err, done) =>
      err ? reject(err) : resolve(done),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      if (statusCode !== expectStatus) unexpected += 1;
    });
  });
  times.sort((a, b) => a - b);
  const percentile = (p: number) => Math.round(times[Math.floor((times.length - 1) * p)] ?? NaN);
  return {
    scenario,
    'req/s': Math.round(result.requests.average),
    'p50 ms': percentile(0.5),
    'p95 ms': percentile(0.95),
    'p99 ms': percentile(0.99),
    requests: result.requests.total,
    'non-2xx': unexpected,
  };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdc-bench-login-'));
  const smtp = await startSmtpCapture();
  const server = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    BOT_CHECK: 'off',
    TRUST_PROXY: 'on',
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
  });
  const baseUrl = server.url;
  try {
    const emails = await createUsers(baseUrl, (to) => smtp.waitForMail(to, { timeoutMs: 10_000 }));
    let next = 0;
    const loginBody = () => {
      next = (next + 1) % emails.length;
      return JSON.stringify({
        user: null,
        email: emails[next],
        password: PASSWORD,
        keepSession: true,
      });
    };
    const tokenResponse = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: loginBody(),
    });
    const { token } = (await tokenResponse.json()) as { token: string };

    const rows = [
      await measure(
        'POST /api/login',
        {
          url: `${baseUrl}/api/login`,
          requests: [
            {
              method: 'POST',
              setupRequest: (request) => ({
                ...request,
                headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
                body: loginBody(),
              }),
            },
          ],
        },
        200,
      ),
      await measure(
        'GET /api/user (Bearer)',
        {
          url: `${baseUrl}/api/user`,
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': nextIp() },
              }),
            },
          ],
        },
        200,
      ),
    ];

    const heading =
      `Login benchmark: ${os.cpus().length} CPU(s), Node ${process.version}, embedded PGlite, ` +
      `${connections} connections × ${duration} s, ${emails.length} users\n` +
      `argon2id: memoryCost ${ARGON2_OPTIONS.memoryCost} KiB, timeCost ${ARGON2_OPTIONS.timeCost}, ` +
      `parallelism ${ARGON2_OPTIONS.parallelism}`;
    recordResult('login', `${heading}\n\n${markdownTable(rows)}`, rows);
  } finally {
    await server.stop();
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
