// Mail benchmark: how fast the outbox empties after a burst. A new PostgreSQL
// database, the compiled server started as 2 instances (then 1) with SMTP_URL pointing at a real
// SMTP server in this process (smtp-server, test/fakes/smtp-capture.ts); then the 10,000 mails of
// 4,000 reservation requests are committed at once (bench/mail-burst.ts) and the instances'
// delivery job (every 5 s, docs/decisions/010-mail-outbox.md) sends them. Measured: mails per
// second from the first mail the SMTP server received to the last, and from the commit until the
// outbox is empty; checked at the SMTP server: every mail arrived, none twice.
//   node --import tsx bench/mail.ts          both variants, one child process each
//   node --import tsx bench/mail.ts two      one variant (two | one)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPostgres, queryRows, type Database } from '../packages/server/src/db/client';
import { mailOutbox } from '../packages/server/src/db/schema/index';
import { startSmtpCapture } from '../packages/server/test/fakes/smtp-capture';
import { buildServerIfStale, startServer } from '../packages/server/test/server-process';
import { freshPostgresDatabase, perVariant, reportTitle, withServers } from './bench-marketplace';
import { enqueueBurst, REQUESTS, tally } from './mail-burst';
import { cpuSnapshot, cpuSpent } from './process-cpu';

buildServerIfStale();

const VARIANTS = { two: 2, one: 1 } as const;
type Variant = keyof typeof VARIANTS;
const DATABASE = 'mdc_bench_mail';
const TARGET = 200;
/** Longer than any run should take: the outbox not empty by then is a failure. */
const GIVE_UP_MS = 10 * 60 * 1000;

async function outboxStatus(db: Database) {
  const [row] = await queryRows<{ pending: number; sent: number; failed: number }>(
    db,
    sql`select count(*) filter (where status = 'pending')::int as pending,
          count(*) filter (where status = 'sent')::int as sent,
          count(*) filter (where status = 'failed')::int as failed
        from ${mailOutbox}`,
  );
  return row!;
}

async function waitForEmptyOutbox(db: Database): Promise<void> {
  const deadline = Date.now() + GIVE_UP_MS;
  while ((await outboxStatus(db)).pending > 0) {
    if (Date.now() > deadline) throw new Error('the outbox was not empty in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function measure(variant: Variant) {
  const database = await freshPostgresDatabase(DATABASE);
  const handle = await openPostgres(database.url);
  const smtp = await startSmtpCapture({ parse: false });
  const folders: string[] = [];
  try {
    return await withServers(async (servers) => {
      await handle.migrate();
      for (let i = 0; i < VARIANTS[variant]; i++) {
        folders.push(fs.mkdtempSync(path.join(os.tmpdir(), 'mdc-bench-mail-')));
        const env = { DATA_DIR: folders[i], DATABASE_URL: database.url, SMTP_URL: smtp.url };
        servers.push(await startServer({ ...env, LOG_LEVEL: 'warn' }));
      }
      const pids = servers.map((server) => server.child.pid!);
      const loadBefore = os.loadavg()[0]!;
      process.stderr.write(`${variant}: enqueueing the mails of ${REQUESTS} reservations…\n`);
      const expected = await enqueueBurst(handle.db, new Date());
      const committed = performance.now();
      const cpuBefore = cpuSnapshot(pids, []);
      await waitForEmptyOutbox(handle.db);
      const emptySeconds = (performance.now() - committed) / 1000;
      const cpu = cpuSpent(cpuBefore, cpuSnapshot(pids, []));
      const loadAfter = os.loadavg()[0]!;
      for (const server of servers.splice(0)) await server.stop();
      const times = smtp.mails.map((mail) => mail.receivedAt.getTime());
      const sendingSeconds = (Math.max(...times) - Math.min(...times)) / 1000;
      return {
        variant,
        instances: VARIANTS[variant],
        mails: expected.length,
        sendingSeconds,
        emptySeconds,
        ...tally(expected, smtp.mails),
        outbox: await outboxStatus(handle.db),
        smtpConnections: smtp.connections(),
        mostInFlight: smtp.mostInFlight(),
        cpu,
        loadBefore,
        loadAfter,
      };
    });
  } finally {
    await smtp.close();
    await handle.close();
    await database.drop();
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  }
}

type Figures = Awaited<ReturnType<typeof measure>>;
const count = (value: number) => value.toLocaleString('en-US');

function report(all: Figures[]): string {
  const bad = (f: Figures) =>
    f.twice + f.missing + f.unexpected + f.outbox.pending + f.outbox.failed > 0 ||
    f.outbox.sent !== f.mails;
  if (all.some(bad)) process.exitCode = 1;
  const two = all.find((f) => f.variant === 'two');
  const rate = (f: Figures) => f.mails / f.sendingSeconds;
  return [
    reportTitle('Mail benchmark'),
    '',
    `${count(REQUESTS)} reservation requests' mails committed at once; compiled server, PostgreSQL, ` +
      'SMTP server in the benchmark process',
    '',
    '| instances | mails | first → last mail received | mails/s | commit → outbox empty | mails/s from the commit | received / distinct | sent twice | missing | SMTP connections | most in flight | CPU of the servers | load 1 min before → after |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...all.map(
      (f) =>
        `| ${f.instances} | ${count(f.mails)} | ${f.sendingSeconds.toFixed(1)} s | ${count(Math.round(rate(f)))} | ${f.emptySeconds.toFixed(1)} s | ${count(Math.round(f.mails / f.emptySeconds))} | ${count(f.received)} / ${count(f.distinct)} | ${f.twice} | ${f.missing} | ${f.smtpConnections} | ${f.mostInFlight} | ${f.cpu.servers.toFixed(1)} s | ${f.loadBefore.toFixed(1)} → ${f.loadAfter.toFixed(1)} |`,
    ),
    '',
    two
      ? `2 instances: ${count(Math.round(rate(two)))} mails/s, target ≥ ${TARGET}: ${rate(two) >= TARGET ? 'met' : 'missed'}`
      : '',
    all.some(bad)
      ? `CHECKS FAILED: ${all
          .filter(bad)
          .map((f) => `${f.variant} ${JSON.stringify(f.outbox)} unexpected ${f.unexpected}`)
          .join('; ')}`
      : 'checks: every mail received once, the outbox all sent',
  ].join('\n');
}

await perVariant(import.meta.filename, Object.keys(VARIANTS) as Variant[], measure, report);
