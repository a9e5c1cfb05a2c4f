import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { startSmtpCapture, type SmtpCapture } from '../../../test/fakes/smtp-capture';
import type { DatabaseHandle } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import { deliverDueMail, MAIL_DELIVERY } from './deliver-mail';
import { createMailer, SMTP_POOL, type Mailer } from './mailer';
import { enqueueMails } from './outbox';

/**
 * The outbox delivered through nodemailer's pool to a real SMTP server (smtp-server): mails sent
 * in parallel over a few reused connections, each once; a recipient the server refuses is
 * retried and given up on its own.
 */

const quiet = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
const message = (to: string) => ({
  to,
  subject: `Reserva para ${to}`,
  text: `Ver la reserva: https://cartas.example/reservations?para=${to}`,
  html: `<a href="https://cartas.example/reservations?para=${to}">Ver la reserva</a>`,
  link: `https://cartas.example/reservations?para=${to}`,
});

let database: DatabaseHandle;
let smtp: SmtpCapture;
let mailer: Mailer;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
afterEach(async () => {
  mailer.close();
  await smtp.close();
  await database.db.delete(mailOutbox);
});

async function startSmtp(options: Parameters<typeof startSmtpCapture>[0]) {
  smtp = await startSmtpCapture(options);
  mailer = createMailer({ smtpUrl: smtp.url, mailFrom: 'mdc@example.com', dataDir: '' }, quiet);
}

const rowTo = async (to: string) =>
  (await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to)))[0]!;

describe('mail through the SMTP pool', () => {
  it('sends many mails in parallel over a few reused connections, each exactly once', async () => {
    // The server holds each mail a little: sends one after the other would never overlap.
    await startSmtp({ holdMs: 20 });
    const addresses = Array.from({ length: 3 * MAIL_DELIVERY.batchSize }, (_, i) => {
      return `comprador${i}@example.com`;
    });
    const now = new Date();
    await enqueueMails(database.db, addresses.map(message), now);

    expect(await deliverDueMail(database.db, mailer, now, quiet)).toEqual({
      sent: addresses.length,
      retrying: 0,
      failed: 0,
    });
    expect(smtp.mostInFlight()).toBeGreaterThan(1);
    expect(smtp.mostInFlight()).toBeLessThanOrEqual(SMTP_POOL.maxConnections);
    expect(smtp.connections()).toBeGreaterThan(1);
    expect(smtp.connections()).toBeLessThanOrEqual(SMTP_POOL.maxConnections);
    const received = smtp.mails.map((mail) => `${mail.to.join()} ${mail.subject}`);
    expect(received.sort()).toEqual(addresses.map((to) => `${to} Reserva para ${to}`).sort());
    const rows = await database.db.select().from(mailOutbox);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'sent', attempts: 1, text: null, html: null });
    }
  });

  it('retries a mail the server refuses, then gives it up, while the others leave once', async () => {
    await startSmtp({ reject: (to) => to === 'nadie@example.com' });
    const addresses = [
      'uno@example.com',
      'nadie@example.com',
      'dos@example.com',
      'tres@example.com',
    ];
    let now = new Date();
    await enqueueMails(database.db, addresses.map(message), now);

    for (let attempt = 1; attempt <= MAIL_DELIVERY.maxAttempts; attempt++) {
      await deliverDueMail(database.db, mailer, now, quiet);
      // The released mails, if the refusal stopped a pass before them.
      await deliverDueMail(database.db, mailer, now, quiet);
      const refused = await rowTo('nadie@example.com');
      expect(refused.attempts).toBe(attempt);
      expect(refused.lastError).toContain('550');
      expect(refused.lastError).not.toContain('nadie');
      if (refused.status === 'failed') break;
      now = refused.nextAttemptAt;
    }

    expect(await rowTo('nadie@example.com')).toMatchObject({
      status: 'failed',
      attempts: MAIL_DELIVERY.maxAttempts,
      text: null,
    });
    const others = addresses.filter((to) => to !== 'nadie@example.com');
    expect(smtp.mails.map((mail) => mail.to.join()).sort()).toEqual([...others].sort());
    for (const to of others) expect(await rowTo(to)).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
