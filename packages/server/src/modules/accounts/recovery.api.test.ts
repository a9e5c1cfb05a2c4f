import { ACCOUNT_MESSAGES } from '@mdc/shared';
import { describe, expect, it } from 'vitest';
import { useTestAppWithMail } from '../../../test/app';
import { login } from '../../../test/login';
import { createUser, loginAs } from '../../../test/factories';
import { createTestClock } from '../../../test/test-clock';

const MINUTE_MS = 60 * 1000;

describe('password recovery', () => {
  const clock = createTestClock();

  const suite = useTestAppWithMail({}, { clock: clock.now });

  const recover = (email: string, remoteAddress = '10.5.0.1') =>
    suite.app.inject({
      method: 'GET',
      url: `/api/user/recover?${new URLSearchParams({ email })}`,
      remoteAddress,
    });
  const reset = (token: string, password: string) =>
    suite.app.inject({ method: 'POST', url: '/api/user/recover', payload: { token, password } });
  const resetToken = async (email: string) => {
    const mail = await suite.smtp.waitForMail(email);
    const link = mail.links.find((l) => l.includes('/forgotpassword?token='))!;
    return new URL(link).searchParams.get('token')!;
  };

  it('answers the same for unknown and known addresses, and mails only the known one', async () => {
    const user = await createUser(suite.app);
    const known = await recover(user.email);
    const unknown = await recover('nadie@example.com');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: ACCOUNT_MESSAGES.forgotSent });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await suite.smtp.waitForMail(user.email);
    expect(suite.smtp.mails.some((m) => m.to.includes('nadie@example.com'))).toBe(false);
  });

  it('resets the password once, ends every session, and the old password stops working', async () => {
    const user = await createUser(suite.app);
    const session = await loginAs(suite.app, user, { keepSession: true });
    await recover(user.email);
    const token = await resetToken(user.email);

    const res = await reset(token, 'nueva-clave');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.resetSuccess });

    expect(
      (await suite.app.inject({ method: 'GET', url: '/api/user', headers: session.bearerHeaders }))
        .statusCode,
    ).toBe(401);
    expect(
      (await login(suite.app, { email: user.email, password: user.password })).statusCode,
    ).toBe(401);
    expect(
      (await login(suite.app, { email: user.email, password: 'nueva-clave' })).statusCode,
    ).toBe(200);

    const again = await reset(token, 'otra-clave');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'TOK-004' });
  });

  it('refuses an expired reset link (1 hour) and an unknown one', async () => {
    const user = await createUser(suite.app);
    await recover(user.email, '10.5.0.2');
    const token = await resetToken(user.email);
    clock.advance(61 * MINUTE_MS);
    const expired = await reset(token, 'nueva-clave');
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'TOK-003' });
    expect((await reset('inventado', 'nueva-clave')).json()).toMatchObject({ code: 'TOK-002' });
  });

  it('validates the payloads with the spec messages', async () => {
    const badEmail = await recover('no-es-email');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({ message: ACCOUNT_MESSAGES.emailFormInvalid });
    const short = await reset('algo', '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      field: 'password',
      message: ACCOUNT_MESSAGES.resetPasswordMin,
    });
  });

  it('limits recovery per e-mail and per IP', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await recover('limite@example.com', '10.5.1.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const perIp = [];
    for (let i = 0; i < 11; i++)
      perIp.push((await recover(`ip${i}@example.com`, '10.5.1.2')).statusCode);
    expect(perIp[9]).toBe(200);
    expect(perIp[10]).toBe(429);
  });
});
