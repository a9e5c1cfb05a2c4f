import { ACCOUNT_MESSAGES } from '@mdc/shared';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createUser, registrationPayload } from '../../../test/factories';
import { startSilentSmtp, type SilentSmtp } from '../../../test/fakes/silent-smtp';
import { startSmtpCapture, type SmtpCapture } from '../../../test/fakes/smtp-capture';
import { createTestClock } from '../../../test/test-clock';
import { mailOutbox } from '../../db/schema/index';
import { runJobIfDue } from '../../jobs/runner';
import { retryDelayMs } from '../mail/deliver-mail';
import { mailDeliveryJob } from '../mail/jobs';
import { SMTP_TIMEOUTS } from '../mail/mailer';

/**
 * The account mails while the SMTP server accepts connections and never answers: the requests
 * answer as usual, the mail waits in the outbox, and leaves once a server answers again.
 */
describe('account mail while the SMTP server does not answer', () => {
  let app: FastifyInstance;
  let silent: SilentSmtp;
  let smtp: SmtpCapture | undefined;
  const clock = createTestClock();

  beforeAll(async () => {
    silent = await startSilentSmtp();
    app = await createTestApp(
      { smtpUrl: silent.url, publicUrl: 'https://cartas.example' },
      { clock: clock.now },
    );
  });
  afterAll(async () => {
    await app.close();
    await silent.close();
    await smtp?.close();
  });

  const outboxRows = (addresses: string[]) =>
    app.db.select().from(mailOutbox).where(inArray(mailOutbox.recipient, addresses));

  it('answers register and recover at once; the mail is sent when the server is back', async () => {
    const known = await createUser(app);
    const newcomer = registrationPayload();

    const started = performance.now();
    const registered = await app.inject({ method: 'POST', url: '/api/user', payload: newcomer });
    const recovered = await app.inject({
      method: 'GET',
      url: `/api/user/recover?${new URLSearchParams({ email: known.email })}`,
    });
    const unknown = await app.inject({
      method: 'GET',
      url: `/api/user/recover?${new URLSearchParams({ email: 'nadie@example.com' })}`,
    });
    const elapsed = performance.now() - started;

    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toEqual({ message: ACCOUNT_MESSAGES.registerSuccess });
    expect(recovered.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(recovered.body);
    // The delivery the requests started is waiting for the greeting; they did not wait with it.
    await vi.waitFor(() => expect(silent.connections()).toBeGreaterThan(0));
    expect(elapsed).toBeLessThan(SMTP_TIMEOUTS.greetingTimeout);

    const addresses = [newcomer.email, known.email, 'nadie@example.com'];
    const waiting = await outboxRows(addresses);
    expect(waiting.map((row) => [row.recipient, row.status]).sort()).toEqual(
      [
        [newcomer.email, 'pending'],
        [known.email, 'pending'],
      ].sort(),
    );

    // The server drops the connection: each mail's attempt is recorded, with a back-off.
    await silent.close();
    await app.mailDelivery.deliverDue();
    for (const row of await outboxRows(addresses)) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.any(String) });
      expect(row.lastError).not.toContain('@');
      expect(row.nextAttemptAt).toEqual(new Date(clock.now().getTime() + retryDelayMs(1)));
    }

    // A working server comes back at the same address; the delivery job's next runs send both.
    smtp = await startSmtpCapture({ port: silent.port });
    const job = mailDeliveryJob(app.mailer, app.log);
    expect(await runJobIfDue(app.db, job, clock.now())).toEqual({ ran: true, message: '' });
    clock.advance(retryDelayMs(1));
    expect(await runJobIfDue(app.db, job, clock.now())).toEqual({
      ran: true,
      message: 'sent 2 mail(s), 0 to retry, 0 given up',
    });

    const validation = await smtp.waitForMail(newcomer.email);
    const link = validation.links.find((l) =>
      l.startsWith('https://cartas.example/validation?id='),
    );
    const confirmed = await app.inject({
      method: 'GET',
      url: `/api/user/confirm?validationToken=${new URL(link!).searchParams.get('id')}`,
    });
    expect(confirmed.json()).toMatchObject({ code: 'OK-200' });

    const reset = await smtp.waitForMail(known.email);
    const resetLink = reset.links.find((l) =>
      l.startsWith('https://cartas.example/forgotpassword?token='),
    );
    const changed = await app.inject({
      method: 'POST',
      url: '/api/user/recover',
      payload: { token: new URL(resetLink!).searchParams.get('token'), password: 'nueva-clave' },
    });
    expect(changed.statusCode).toBe(200);

    expect(smtp.mails).toHaveLength(2);
    for (const row of await outboxRows(addresses)) {
      expect(row).toMatchObject({
        status: 'sent',
        attempts: 2,
        text: null,
        html: null,
        link: null,
      });
    }
  });
});
