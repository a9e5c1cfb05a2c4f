import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HTTP_HEADERS, SESSION_COOKIES } from '@mdc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findNginx,
  NGINX_INSTALL_HINT,
  startCluster,
  type Cluster,
} from '../../../scripts/cluster/start-cluster.mjs';
import { openPostgres, type DatabaseHandle } from './db/client';
import { mailOutbox } from './db/schema/index';
import { createPostgresTestDatabase } from '../test/database';
import { createUser, type TestUser } from '../test/factories';
import { httpFrom } from '../test/http-from';
import { testDriver } from '../test/postgres-url';
import { redisReachable, testRedisUrl } from '../test/redis';
import { freePort } from '../test/server-process';
import { scaled } from '../test/time-factor';

/**
 * Two instances behind nginx, started by the code of `npm run cluster` (scripts/cluster/), on one
 * PostgreSQL database and the test Redis: what one instance writes, the other
 * reads. The job runner's one-instance-at-a-time lock is tested where it lives
 * (jobs/advisory-lock.api.test.ts; the mail outbox's claims in modules/mail/delivery.api.test.ts):
 * its first check comes 30 s after start (jobs/scheduler.ts), too late for this file.
 */

const nginx = findNginx();
const redisUp = testDriver() === 'postgres' && (await redisReachable());
const why = !nginx ? ` (skipped: ${NGINX_INSTALL_HINT})` : !redisUp ? ' (skipped: no Redis)' : '';
if (why && testDriver() === 'postgres') console.warn(`cluster.api.test.ts${why}`);

describe.runIf(testDriver() === 'postgres' && !why)(`two instances behind nginx${why}`, () => {
  let cluster: Cluster;
  let a: string;
  let b: string;
  let database: { url: string; drop(): Promise<void> };
  let handle: DatabaseHandle;
  let user: TestUser;
  let dataDir: string;
  let targetsFile: string;
  let session: Record<string, string>;

  beforeAll(async () => {
    database = await createPostgresTestDatabase();
    handle = await openPostgres(database.url, { max: 2 });
    user = await createUser(handle);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdc-cluster-data-'));
    targetsFile = path.join(dataDir, 'prometheus-targets.json');
    cluster = await startCluster({
      instances: 2,
      port: await freePort(),
      targetsFile,
      env: {
        DATABASE_URL: database.url,
        REDIS_URL: testRedisUrl(),
        DATA_DIR: dataDir,
        BOT_CHECK: 'off',
        SMTP_URL: '',
        LOG_LEVEL: 'warn',
      },
    });
    [a, b] = cluster.instances.map((instance) => instance.url) as [string, string];
  }, scaled(60_000));

  afterAll(async () => {
    await cluster?.stop();
    expect(fs.existsSync(targetsFile), 'the targets file, after stop()').toBe(false);
    await handle?.close();
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps a session opened on one instance valid on the other and through nginx', async () => {
    const login = await httpFrom(`${a}/api/login`, {
      method: 'POST',
      body: { user: user.user, password: user.password },
    });
    expect(login.status).toBe(200);
    const cookies = (login.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]!);
    const xsrf = cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIES.xsrf}=`))!;
    session = {
      cookie: cookies.join('; '),
      [HTTP_HEADERS.xsrf]: decodeURIComponent(xsrf.split('=')[1]!),
    };
    for (const url of [b, cluster.url, cluster.url]) {
      const profile = await httpFrom(`${url}/api/user`, { headers: session });
      expect(profile.status).toBe(200);
      expect(JSON.parse(profile.body)).toMatchObject({ user: user.user });
    }
  });

  it('takes the CSRF token one instance set on the other, and refuses a write without it', async () => {
    const body = { name: 'Colección del cluster' };
    const written = await httpFrom(`${b}/api/library`, { method: 'POST', headers: session, body });
    expect(written.status).toBe(201);
    const { cookie } = session;
    const forged = await httpFrom(`${cluster.url}/api/library`, {
      method: 'POST',
      headers: { cookie: cookie! },
      body,
    });
    expect(forged.status).toBe(403);
  });

  it('never serves a stale public library page after the other instance changed it', async () => {
    const created = await httpFrom(`${a}/api/library`, {
      method: 'POST',
      headers: session,
      body: { name: 'Antes' },
    });
    const id = (JSON.parse(created.body) as { internalId: string }).internalId;
    const page = async (url: string) => {
      const answer = await httpFrom(`${url}/api/library/${id}/public`);
      expect(answer.status).toBe(200);
      return { name: JSON.parse(answer.body).library.name as string, etag: answer.headers.etag };
    };
    // Each instance now holds the page in its cache (modules/libraries/public-library-cache.ts).
    const before = [await page(a), await page(b)];
    expect(before.map((p) => p.name)).toEqual(['Antes', 'Antes']);
    const renamed = await httpFrom(`${b}/api/library`, {
      method: 'PATCH',
      headers: session,
      body: { internalId: id, name: 'Después' },
    });
    expect(renamed.status).toBe(200);
    const after = await page(a);
    expect(after.name).toBe('Después');
    expect(after.etag).not.toBe(before[0]!.etag);
  });

  it('counts one client address across instances in Redis, by the address nginx saw', async () => {
    const client = `127.${randomInt(1, 255)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const remaining = async (url: string, headers: Record<string, string> = {}, from = client) => {
      const answer = await httpFrom(`${url}/api/health`, { headers, from });
      expect(answer.status).toBe(200);
      return Number(answer.headers['x-ratelimit-remaining']);
    };
    const start = await remaining(cluster.url);
    expect(await remaining(cluster.url)).toBe(start - 1);
    // A forged X-Forwarded-For does not make another client: nginx writes the one it saw.
    expect(await remaining(cluster.url, { 'x-forwarded-for': '10.9.8.7' })).toBe(start - 2);
    // The instances themselves, told the same address by a proxy (TRUST_PROXY=loopback), count on.
    expect(await remaining(a, { 'x-forwarded-for': client })).toBe(start - 3);
    expect(await remaining(b, { 'x-forwarded-for': client })).toBe(start - 4);
    // Another client's counter is its own.
    const other = `127.${randomInt(1, 255)}.${randomInt(256)}.${randomInt(1, 255)}`;
    expect(await remaining(cluster.url, {}, other)).toBe(start);
    // nginx's requests of that client went to both instances (nginx logs a request just after
    // its answer: polled).
    const used = () =>
      new Set(
        cluster.nginx
          .accessLog()
          .split('\n')
          .filter((line) => line.startsWith(`${client} `))
          .map((line) => line.split(' ')[2]),
      );
    const upstreams = cluster.instances.map((instance) => `127.0.0.1:${instance.port}`);
    await expect.poll(used).toEqual(new Set(upstreams));
  });

  it("gives each request nginx's X-Request-Id, or the one the client sent", async () => {
    const answer = await httpFrom(`${cluster.url}/api/health`);
    const id = answer.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    await expect.poll(() => cluster.nginx.accessLog()).toContain(` ${id} `);
    const sent = await httpFrom(`${cluster.url}/api/health`, {
      headers: { 'x-request-id': 'cliente-1234abcd' },
    });
    expect(sent.headers['x-request-id']).toBe('cliente-1234abcd');
  });

  it('sends a mail enqueued through nginx once', async () => {
    const answer = await httpFrom(
      `${cluster.url}/api/user/recover?email=${encodeURIComponent(user.email)}`,
    );
    expect(answer.status).toBe(200);
    const outbox = path.join(dataDir, 'outbox');
    const mails = () =>
      (fs.existsSync(outbox) ? fs.readdirSync(outbox) : []).filter((file) =>
        fs.readFileSync(path.join(outbox, file), 'utf8').includes(user.email),
      );
    // Sent: no instance's delivery pass can claim it again (modules/mail/outbox.ts).
    const statuses = () => handle.db.select({ status: mailOutbox.status }).from(mailOutbox);
    await expect.poll(statuses, { timeout: scaled(10_000) }).toEqual([{ status: 'sent' }]);
    expect(mails()).toHaveLength(1);
  });

  it('routes around an instance that died, within a second', async () => {
    cluster.instances[1]!.child.kill('SIGKILL');
    await cluster.instances[1]!.stop();
    const started = Date.now();
    for (let i = 0; i < 4; i++)
      expect((await httpFrom(`${cluster.url}/api/ready`)).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('starts the dead instance again on its port, where Prometheus and nginx look for it', async () => {
    const listed = () =>
      (JSON.parse(fs.readFileSync(targetsFile, 'utf8')) as { targets: string[] }[])[0]!.targets;
    const ports = cluster.instances.map((instance) => instance.port);
    expect(listed()).toEqual(ports.map((port) => `127.0.0.1:${port}`));
    const again = await cluster.restart(1);
    expect(again.port).toBe(ports[1]);
    expect((await httpFrom(`${b}/api/ready`)).status).toBe(200);
    expect(cluster.instances[1]).toBe(again);
    expect(listed()).toEqual(ports.map((port) => `127.0.0.1:${port}`));
  });
});
