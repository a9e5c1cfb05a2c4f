import { ACCOUNT_MESSAGES } from '@mdc/shared';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/app';
import { createUser, loginAs, registrationPayload } from '../../../test/factories';
import { startSilentSmtp, type SilentSmtp } from '../../../test/fakes/silent-smtp';
import { startSmtpCapture, type SmtpCapture } from '../../../test/fakes/smtp-capture';
import { createTestClock } from '../../../test/test-clock';
import { mailOutbox } from '../../db/schema/index';
import { runJobIfDue } from '../../jobs/runner';
import { retryDelayMs } from './deliver-mail';
import { mailDeliveryJob } from './jobs';
import { SMTP_TIMEOUTS } from './mailer';

/**
 * The account mails while the SMTP server accepts connections and never answers: register,
 * recover, resend, e-mail change and deletion answer as usual, the mail waits in the outbox, and
 * leaves once a server answers again.
 */
describe('account mail while the SMTP server does not answer', () => {
  let silent: SilentSmtp;
  let smtp: SmtpCapture | undefined;
  const clock = createTestClock();

  beforeAll(async () => {
    silent = await startSilentSmtp();
  });
  afterAll(async () => {
    await silent.close();
    await smtp?.close();
  });
  // Declared after the hooks above: built once the fake runs, closed before it stops.
  const suite = useTestApp(() => ({ smtpUrl: silent.url, publicUrl: 'https://cartas.example' }), {
    clock: clock.now,
  });

  const outboxRows = (addresses: string[]) =>
    suite.app.db.select().from(mailOutbox).where(inArray(mailOutbox.recipient, addresses));

  it('answers every mail-sending route at once; the mail is sent when the server is back', async () => {
    const known = await createUser(suite.app);
    const waiting = await createUser(suite.app, { validated: false });
    const changer = await createUser(suite.app);
    const leaver = await createUser(suite.app);
    const changerSession = await loginAs(suite.app, changer);
    const newcomer = registrationPayload();
    const newAddress = `nuevo_${changer.email}`;
    const get = (url: string) => suite.app.inject({ method: 'GET', url });

    const started = performance.now();
    const registered = await suite.app.inject({
      method: 'POST',
      url: '/api/user',
      payload: newcomer,
    });
    const recovered = await get(`/api/user/recover?email=${encodeURIComponent(known.email)}`);
    const recoveredUnknown = await get('/api/user/recover?email=nadie%40example.com');
    const resent = await get(`/api/user/resend/${encodeURIComponent(waiting.email)}`);
    const resentUnknown = await get('/api/user/resend/nadie%40example.com');
    const changed = await suite.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: changerSession.cookieHeaders,
      payload: { email: newAddress },
    });
    const deleted = await suite.app.inject({
      method: 'POST',
      url: '/api/user/delete',
      payload: { email: leaver.email, password: leaver.password },
    });
    const elapsed = performance.now() - started;

    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toEqual({ message: ACCOUNT_MESSAGES.registerSuccess });
    expect([recovered, resent, changed, deleted].map((res) => res.statusCode)).toEqual([
      200, 200, 200, 200,
    ]);
    expect(recoveredUnknown.body).toBe(recovered.body);
    expect(resentUnknown.body).toBe(resent.body);
    // The delivery the requests started is waiting for the greeting; they did not wait with it.
    await vi.waitFor(() => expect(silent.connections()).toBeGreaterThan(0));
    expect(elapsed).toBeLessThan(SMTP_TIMEOUTS.greetingTimeout);

    const addresses = [newcomer.email, known.email, waiting.email, newAddress, leaver.email];
    const queued = await outboxRows([...addresses, 'nadie@example.com']);
    expect(queued.map((row) => row.recipient).sort()).toEqual([...addresses].sort());
    expect(queued.every((row) => row.status === 'pending')).toBe(true);

    // The server drops the connection: the attempt is recorded, and retried after a back-off.
    await silent.close();
    await suite.app.mailDelivery.deliverDue();
    const attempted = (await outboxRows(addresses)).filter((row) => row.attempts > 0);
    expect(attempted.length).toBeGreaterThan(0);
    for (const row of attempted) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.any(String) });
      expect(row.lastError).not.toContain('@');
      expect(row.nextAttemptAt).toEqual(new Date(clock.now().getTime() + retryDelayMs(1)));
    }

    // A working server comes back at the same address; the delivery job sends everything.
    smtp = await startSmtpCapture({ port: silent.port });
    clock.advance(retryDelayMs(1));
    expect(
      await runJobIfDue(
        suite.app.db,
        mailDeliveryJob(suite.app.mailer, suite.app.log),
        clock.now(),
      ),
    ).toEqual({
      ran: true,
      message: 'sent 5 mail(s), 0 to retry, 0 given up',
    });

    const validation = await smtp.waitForMail(newcomer.email);
    const link = validation.links.find((l) =>
      l.startsWith('https://cartas.example/validation?id='),
    );
    const confirmed = await get(
      `/api/user/confirm?validationToken=${new URL(link!).searchParams.get('id')}`,
    );
    expect(confirmed.json()).toMatchObject({ code: 'OK-200' });

    const reset = await smtp.waitForMail(known.email);
    const resetLink = reset.links.find((l) =>
      l.startsWith('https://cartas.example/forgotpassword?token='),
    );
    const newPassword = await suite.app.inject({
      method: 'POST',
      url: '/api/user/recover',
      payload: { token: new URL(resetLink!).searchParams.get('token'), password: 'nueva-clave' },
    });
    expect(newPassword.statusCode).toBe(200);

    expect((await smtp.waitForMail(waiting.email)).subject).toContain('Validá tu cuenta');
    expect((await smtp.waitForMail(newAddress)).subject).toContain('nuevo email');
    expect((await smtp.waitForMail(leaver.email)).subject).toContain('pedido de baja');
    expect(smtp.mails).toHaveLength(5);
    for (const row of await outboxRows(addresses)) {
      expect(row).toMatchObject({ status: 'sent', text: null, html: null, link: null });
    }
  });
});
