import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import type { DatabaseHandle } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import { runJobIfDue } from '../../jobs/runner';
import { deliverDueMail, MAIL_DELIVERY, retryDelayMs } from './deliver-mail';
import { deleteFinishedMailJob } from './jobs';
import { createMailDelivery } from './mail-delivery';
import type { Mailer, MailMessage } from './mailer';
import { claimDueMails, enqueueMail, enqueueMails, forgetMailTo, markMailsSent } from './outbox';
import { PARALLEL_SENDS } from './send-batch';

/** The outbox's delivery: claims, retries, the cap, and several deliverers at once. */

const SECOND_MS = 1000;
const DAY_MS = 24 * 60 * 60 * SECOND_MS;
const quiet = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(mailOutbox);
});

const message = (to: string): MailMessage => ({
  to,
  subject: 'Validá tu cuenta de Mercado de Cartas',
  text: `Validar mi cuenta: https://cartas.example/validation?id=token-de-${to}`,
  html: `<a href="https://cartas.example/validation?id=token-de-${to}">Validar mi cuenta</a>`,
  link: `https://cartas.example/validation?id=token-de-${to}`,
});

/** A mailer that records what it sends; `fail(to)` makes sends to that address throw. */
function recordingMailer(options: { delayMs?: number; fail?: (to: string) => boolean } = {}) {
  const sent: string[] = [];
  let active = 0;
  let mostAtOnce = 0;
  const mailer: Mailer = {
    async send({ to }) {
      active++;
      mostAtOnce = Math.max(mostAtOnce, active);
      try {
        if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
        if (options.fail?.(to)) {
          throw Object.assign(
            new Error(`Can't send mail - all recipients were rejected: 550 5.1.1 <${to}>: unknown`),
            { code: 'EENVELOPE', responseCode: 550 },
          );
        }
        sent.push(to);
      } finally {
        active--;
      }
    },
    close() {},
  };
  return { mailer, sent, mostAtOnce: () => mostAtOnce };
}

const rowTo = async (to: string) =>
  (await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to)))[0]!;

describe('mail delivery', () => {
  it('sends due mail once, then erases its body and keeps the row as sent', async () => {
    const now = new Date();
    await enqueueMail(database.db, message('ana@example.com'), now);
    const { mailer, sent } = recordingMailer();

    expect(await deliverDueMail(database.db, mailer, now, quiet)).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    expect(await deliverDueMail(database.db, mailer, now, quiet)).toMatchObject({ sent: 0 });
    expect(sent).toEqual(['ana@example.com']);
    expect(await rowTo('ana@example.com')).toMatchObject({
      status: 'sent',
      attempts: 1,
      finishedAt: now,
      text: null,
      html: null,
      link: null,
    });
  });

  it('retries with a doubling back-off, keeps the error without the address, gives up at the cap', async () => {
    let now = new Date();
    await enqueueMail(database.db, message('veneno@example.com'), now);
    const { mailer, sent } = recordingMailer({ fail: (to) => to === 'veneno@example.com' });

    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAIL_DELIVERY.maxAttempts; attempt++) {
      // Not a moment before it is due.
      const early = new Date(now.getTime() - 1);
      expect(await deliverDueMail(database.db, mailer, early, quiet)).toMatchObject({
        retrying: 0,
        failed: 0,
      });
      await deliverDueMail(database.db, mailer, now, quiet);
      const row = await rowTo('veneno@example.com');
      expect(row.attempts).toBe(attempt);
      expect(row.lastError).toContain('550');
      expect(row.lastError).not.toContain('veneno');
      if (row.status === 'failed') break;
      waits.push(row.nextAttemptAt.getTime() - now.getTime());
      now = row.nextAttemptAt;
    }
    expect(waits).toEqual(
      Array.from({ length: MAIL_DELIVERY.maxAttempts - 1 }, (_, i) => retryDelayMs(i + 1)),
    );
    expect(waits.slice(0, 4)).toEqual([30, 60, 120, 240].map((s) => s * SECOND_MS));
    expect(Math.max(...waits)).toBe(MAIL_DELIVERY.maxRetryMs);

    const given = await rowTo('veneno@example.com');
    expect(given).toMatchObject({ status: 'failed', attempts: MAIL_DELIVERY.maxAttempts });
    expect(given).toMatchObject({ text: null, html: null, link: null, finishedAt: now });
    const later = new Date(now.getTime() + 30 * DAY_MS);
    expect(await deliverDueMail(database.db, mailer, later, quiet)).toMatchObject({ failed: 0 });
    expect((await rowTo('veneno@example.com')).attempts).toBe(MAIL_DELIVERY.maxAttempts);
    expect(sent).toEqual([]);
  });

  it('does not let a failing mail hold back the others', async () => {
    const now = new Date();
    await enqueueMail(database.db, message('veneno@example.com'), now);
    await enqueueMail(database.db, message('bruno@example.com'), new Date(now.getTime() + 1));
    const { mailer, sent } = recordingMailer({ fail: (to) => to === 'veneno@example.com' });
    const later = new Date(now.getTime() + 2);

    // The pass stops at the failure (the server may be down); the next one sends the rest.
    expect(await deliverDueMail(database.db, mailer, later, quiet)).toMatchObject({ retrying: 1 });
    expect(await deliverDueMail(database.db, mailer, later, quiet)).toMatchObject({ sent: 1 });
    expect(sent).toEqual(['bruno@example.com']);
  });

  it('claims due mail in batches: three mails enqueued at once, claimed and sent in one pass', async () => {
    const now = new Date();
    const addresses = ['uno@example.com', 'dos@example.com', 'tres@example.com'];
    await enqueueMails(database.db, [], now);
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
    await enqueueMails(database.db, addresses.map(message), now);
    const { mailer, sent } = recordingMailer();

    expect(await deliverDueMail(database.db, mailer, now, quiet)).toEqual({
      sent: 3,
      retrying: 0,
      failed: 0,
    });
    expect(sent.sort()).toEqual(['dos@example.com', 'tres@example.com', 'uno@example.com']);
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.map((row) => [row.status, row.attempts, row.finishedAt])).toEqual(
      addresses.map(() => ['sent', 1, now]),
    );
  });

  it('releases the mails of a batch not tried after a failure: due at once, attempt uncounted', async () => {
    const now = new Date();
    const at = (i: number) => new Date(now.getTime() + i);
    // Claimed oldest first: the pass's first mail alone, then PARALLEL_SENDS at once, the
    // second of them refused; the others under way are sent, none starts after the refusal.
    const addresses = Array.from({ length: 2 + 2 * PARALLEL_SENDS }, (_, i) =>
      i === 1 ? 'veneno@example.com' : `lote${i}@example.com`,
    );
    for (const [i, address] of addresses.entries()) {
      await enqueueMail(database.db, message(address), at(i));
    }
    const { mailer, sent, mostAtOnce } = recordingMailer({
      delayMs: 5,
      fail: (to) => to === 'veneno@example.com',
    });
    const later = at(addresses.length);

    expect(await deliverDueMail(database.db, mailer, later, quiet)).toEqual({
      sent: PARALLEL_SENDS,
      retrying: 1,
      failed: 0,
    });
    expect(mostAtOnce()).toBe(PARALLEL_SENDS);
    const started = addresses.slice(0, 1 + PARALLEL_SENDS);
    expect(sent.sort()).toEqual(started.filter((to) => to !== 'veneno@example.com').sort());
    expect(await rowTo(started[0]!)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await rowTo('veneno@example.com')).toMatchObject({
      status: 'pending',
      attempts: 1,
      nextAttemptAt: new Date(later.getTime() + retryDelayMs(1)),
    });
    for (const address of addresses.slice(started.length)) {
      expect(await rowTo(address)).toMatchObject({
        status: 'pending',
        attempts: 0,
        nextAttemptAt: later,
      });
    }
  });

  it('sends nothing else when the first mail of a pass fails: the server may be down', async () => {
    const now = new Date();
    const addresses = ['veneno@example.com', 'uno@example.com', 'dos@example.com'];
    for (const [i, address] of addresses.entries()) {
      await enqueueMail(database.db, message(address), new Date(now.getTime() + i));
    }
    const { mailer, sent } = recordingMailer({ fail: (to) => to === 'veneno@example.com' });
    const later = new Date(now.getTime() + addresses.length);

    expect(await deliverDueMail(database.db, mailer, later, quiet)).toEqual({
      sent: 0,
      retrying: 1,
      failed: 0,
    });
    expect(sent).toEqual([]);
    for (const address of ['uno@example.com', 'dos@example.com']) {
      expect(await rowTo(address)).toMatchObject({ status: 'pending', attempts: 0 });
    }
  });

  it('sends each mail once when two deliverers race', async () => {
    const now = new Date();
    const addresses = Array.from({ length: 20 }, (_, i) => `carrera${i}@example.com`);
    for (const address of addresses) await enqueueMail(database.db, message(address), now);
    const first = recordingMailer({ delayMs: 5 });
    const second = recordingMailer({ delayMs: 5 });

    const reports = await Promise.all([
      deliverDueMail(database.db, first.mailer, now, quiet),
      deliverDueMail(database.db, second.mailer, now, quiet),
    ]);
    expect(reports[0].sent + reports[1].sent).toBe(20);
    expect([...first.sent, ...second.sent].sort()).toEqual([...addresses].sort());
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('gives a mail whose deliverer died to another after the lease; the late one changes nothing', async () => {
    const now = new Date();
    await enqueueMail(database.db, message('ana@example.com'), now);
    const leaseUntil = new Date(now.getTime() + MAIL_DELIVERY.leaseMs);
    const [abandoned] = await claimDueMails(database.db, now, leaseUntil, 1);
    expect(abandoned).toMatchObject({ attempts: 1 });

    const { mailer, sent } = recordingMailer();
    expect(await deliverDueMail(database.db, mailer, now, quiet)).toMatchObject({ sent: 0 });
    expect(await deliverDueMail(database.db, mailer, leaseUntil, quiet)).toMatchObject({ sent: 1 });
    expect(sent).toEqual(['ana@example.com']);

    await markMailsSent(database.db, [abandoned!], new Date(now.getTime() + DAY_MS));
    expect(await rowTo('ana@example.com')).toMatchObject({ attempts: 2, finishedAt: leaseUntil });
  });

  it('runs one pass at a time in a process, and one more for mail enqueued during a pass', async () => {
    const now = new Date();
    const recording = recordingMailer({ delayMs: 20 });
    const delivery = createMailDelivery({
      db: database.db,
      mailer: recording.mailer,
      clock: () => now,
      log: quiet,
    });
    await enqueueMail(database.db, message('uno@example.com'), now);
    delivery.deliverSoon();
    await enqueueMail(database.db, message('dos@example.com'), now);
    delivery.deliverSoon();
    delivery.deliverSoon();
    await delivery.deliverDue();
    expect(recording.sent.sort()).toEqual(['dos@example.com', 'uno@example.com']);
    expect(recording.mostAtOnce()).toBe(1);

    await delivery.stop();
    await enqueueMail(database.db, message('tres@example.com'), now);
    delivery.deliverSoon();
    await delivery.deliverDue();
    expect(recording.sent).not.toContain('tres@example.com');
  });
});

describe('outbox housekeeping', () => {
  it('deletes the rows of mail finished a week ago, and forgets mail to an erased address', async () => {
    const now = new Date();
    const { mailer } = recordingMailer();
    await enqueueMail(
      database.db,
      message('viejo@example.com'),
      new Date(now.getTime() - 8 * DAY_MS),
    );
    await deliverDueMail(database.db, mailer, new Date(now.getTime() - 8 * DAY_MS), quiet);
    await enqueueMail(database.db, message('reciente@example.com'), now);
    await enqueueMail(database.db, message('Borrado@Example.com'), now);

    expect(await runJobIfDue(database.db, deleteFinishedMailJob, now)).toEqual({
      ran: true,
      message: 'deleted 1 finished mail row(s)',
    });
    await forgetMailTo(database.db, ['borrado@example.com']);
    const left = await database.db.select().from(mailOutbox);
    expect(left.map((row) => row.recipient)).toEqual(['reciente@example.com']);
  });
});
