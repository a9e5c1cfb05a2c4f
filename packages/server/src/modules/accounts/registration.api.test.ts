import fs from 'node:fs';
import path from 'node:path';
import { ACCOUNT_MESSAGES } from '@mdc/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, useTestAppWithMail } from '../../../test/app';
import { login } from '../../../test/login';
import { createUser, registrationPayload } from '../../../test/factories';
import { captureLogs } from '../../../test/log-capture';
import { createTestClock } from '../../../test/test-clock';
import { users } from '../../db/schema/index';
import { uniqueViolationField } from './queries';
import { expectError } from '../../../test/error-answer';

const HOUR_MS = 60 * 60 * 1000;
const tokenOf = (link: string) => new URL(link).searchParams.get('id')!;
const M = ACCOUNT_MESSAGES;

describe('registration, e-mail validation and resend', () => {
  const clock = createTestClock();
  const suite = useTestAppWithMail({ publicUrl: 'https://cartas.example' }, { clock: clock.now });

  beforeAll(async () => {});

  const register = (payload: Record<string, unknown>) =>
    suite.app.inject({ method: 'POST', url: '/api/user', payload });
  const confirm = (token: string) =>
    suite.app.inject({
      method: 'GET',
      url: `/api/user/confirm?${new URLSearchParams({ validationToken: token })}`,
    });
  const resend = (email: string, remoteAddress = '10.0.0.1') =>
    suite.app.inject({
      method: 'GET',
      url: `/api/user/resend/${encodeURIComponent(email)}`,
      remoteAddress,
    });

  it('registers, mails one validation link, and the link validates the account once', async () => {
    const payload = registrationPayload();
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: M.registerSuccess });

    const mail = await suite.smtp.waitForMail(payload.email);
    expect(mail.subject).toContain('Validá tu cuenta');
    expect(mail.html).toContain('Validar mi cuenta');
    const link = mail.links.find((l) => l.startsWith('https://cartas.example/validation?id='));
    expect(link).toMatch(/^https:\/\/cartas\.example\/validation\?id=[\w%-]+$/);

    const refused = await login(suite.app, { email: payload.email, password: payload.password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'SEC-002' });

    const confirmed = await confirm(tokenOf(link!));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ code: 'OK-200', message: 'Cuenta validada exitosamente.' });

    const reused = await confirm(tokenOf(link!));
    expect(reused.statusCode).toBe(409);
    // Opened again: the account is validated, so the page offers to log in.
    expect(reused.json()).toMatchObject({ code: 'TOK-005' });

    expect(
      (await login(suite.app, { email: payload.email, password: payload.password })).statusCode,
    ).toBe(200);
    expect(suite.smtp.mails.filter((m) => m.to.includes(payload.email))).toHaveLength(1);
  });

  it('answers the registration rules with their exact messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ user: undefined }, 'user', M.userRequired],
      [{ user: '  ' }, 'user', M.userRequired],
      [{ user: 'ana@example.com' }, 'user', M.userIsEmail],
      [{ firstName: '' }, 'firstName', M.firstNameRequired],
      [{ lastName: '' }, 'lastName', M.lastNameRequired],
      [{ email: '' }, 'email', M.emailRequired],
      [{ email: 'no-es-un-email' }, 'email', M.emailInvalid],
      [{ phoneNumber: '' }, 'phoneNumber', M.phoneRequired],
      [{ country: '' }, 'country', M.countryRequired],
      [{ region: '' }, 'region', M.regionRequired],
      [{ city: '' }, 'city', M.cityRequired],
      [{ password: '', confirmPassword: '' }, 'password', M.passwordRequired],
      [{ password: '12345', confirmPassword: '12345' }, 'password', M.passwordMin],
      [{ confirmPassword: '' }, 'confirmPassword', M.confirmPasswordRequired],
      [{ confirmPassword: 'otra-cosa' }, 'confirmPassword', M.passwordsDontMatch],
      [{ tycAccepted: false }, 'tycAccepted', M.termsRequired],
    ];
    for (const [override, field, message] of cases) {
      const res = await register(registrationPayload(override));
      expectError(res, 400, { code: 'VAL-400', field, message }, JSON.stringify(override));
    }
  });

  it('keeps user names and e-mails unique whatever their case', async () => {
    const taken = await createUser(suite.app, { user: 'Gandalf', email: 'gandalf@example.com' });
    const sameUser = await register(registrationPayload({ user: 'gANDALF' }));
    expect(sameUser.statusCode).toBe(409);
    expect(sameUser.json()).toMatchObject({ code: 'ACC-001', field: 'user' });
    const sameEmail = await register(registrationPayload({ email: taken.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ code: 'ACC-002', field: 'email' });
  });

  it('lets one of two racing registrations of the same name win; the other gets 409', async () => {
    const first = registrationPayload();
    const second = registrationPayload({ user: first.user.toUpperCase() });
    const statuses = (await Promise.all([register(first), register(second)])).map(
      (r) => r.statusCode,
    );
    expect(statuses.sort()).toEqual([201, 409]);
    const duplicate = await suite.app.db
      .insert(users)
      .values({ username: first.user.toLowerCase(), email: 'otro@example.com' })
      .catch((err: unknown) => err);
    expect(uniqueViolationField(duplicate)).toBe('user');
  });

  it('answers distinct codes for missing, unknown and expired links; resend mails a new one', async () => {
    const missing = await suite.app.inject({ method: 'GET', url: '/api/user/confirm' });
    expectError(missing, 400, { code: 'TOK-001', message: M.validationMissingId });

    const unknown = await confirm('no-existe');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'TOK-002' });

    const payload = registrationPayload();
    await register(payload);
    const first = await suite.smtp.waitForMail(payload.email);
    clock.advance(49 * HOUR_MS);
    const expired = await confirm(tokenOf(first.links[0]!));
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'TOK-003' });

    const resent = await resend(payload.email);
    expect(resent.json()).toEqual({ message: M.resendSuccess });
    const second = await suite.smtp.waitForMail(payload.email);
    expect((await confirm(tokenOf(second.links[0]!))).json()).toMatchObject({ code: 'OK-200' });
  });

  it('answers resend the same for unknown, validated and waiting accounts; mails only the last', async () => {
    const waiting = registrationPayload();
    await register(waiting);
    await suite.smtp.waitForMail(waiting.email);
    const validated = await createUser(suite.app);

    const answers = await Promise.all(
      ['nadie@example.com', validated.email, waiting.email].map((email) =>
        resend(email, '10.0.0.2'),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(answers[0]!.body);
    }
    await suite.smtp.waitForMail(waiting.email);
    expect(suite.smtp.mails.some((m) => m.to.includes(validated.email))).toBe(false);
    expect(suite.smtp.mails.some((m) => m.to.includes('nadie@example.com'))).toBe(false);
  });

  it('limits resend per e-mail and per IP, known address or not', async () => {
    for (const email of [
      'fantasma@example.com',
      (await createUser(suite.app, { validated: false })).email,
    ]) {
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await resend(email, '10.0.0.3')).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const limited = await resend(email, '10.0.0.3');
      expectError(limited, 429, {
        code: 'SEC-429',
        message: 'Ya te enviamos varios emails. Volvé a intentar en 60 minutos.',
      });
    }
    const perIp = [];
    for (let i = 0; i < 11; i++)
      perIp.push((await resend(`otro${i}@example.com`, '10.0.0.4')).statusCode);
    expect(perIp.slice(0, 10).every((code) => code === 200)).toBe(true);
    expect(perIp[10]).toBe(429);
  });

  it('refuses a malformed e-mail on resend with the form message', async () => {
    const res = await resend('no-es-email');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: M.emailFormInvalid });
  });
});

describe('registration without SMTP_URL', () => {
  it('writes the mail to DATA_DIR/outbox and logs one line with the link', async () => {
    const logs = captureLogs('info');
    const app = await createTestApp({ smtpUrl: undefined }, { logger: logs.logger });
    try {
      const payload = registrationPayload();
      expect((await app.inject({ method: 'POST', url: '/api/user', payload })).statusCode).toBe(
        201,
      );
      // The request answered without waiting for the mail; the delivery it started ends here.
      await app.mailDelivery.deliverDue();
      const outbox = path.join(app.config.dataDir, 'outbox');
      const [file] = fs.readdirSync(outbox);
      expect(file).toMatch(/\.eml$/);
      expect(fs.readFileSync(path.join(outbox, file!), 'utf8')).toContain(payload.email);
      const line = logs.lines.find((l) => l.includes('/validation?id='));
      expect(line).toMatch(/http\S+\/validation\?id=[\w%-]+/);
      const link = /(http\S+\/validation\?id=[\w%-]+)/.exec(line!)![1]!;
      const confirmed = await app.inject({
        method: 'GET',
        url: `/api/user/confirm?validationToken=${tokenOf(link)}`,
      });
      expect(confirmed.json()).toMatchObject({ code: 'OK-200' });
    } finally {
      await app.close();
    }
  });
});
