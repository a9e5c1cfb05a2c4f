import { ACCOUNT_MESSAGES } from '@mdc/shared';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../../test/app';
import { login } from '../../../test/login';
import { createUser, loginAs, type TestUser } from '../../../test/factories';
import { createTestClock } from '../../../test/test-clock';
import { expectError } from '../../../test/error-answer';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const cookieOf = (res: LightMyRequestResponse, name: string) =>
  res.cookies.find((cookie) => cookie.name === name);

/** The cookies a browser would send back after `res`. */
const cookieHeader = (res: LightMyRequestResponse) =>
  res.cookies.map((cookie) => `${cookie.name}=${encodeURIComponent(cookie.value)}`).join('; ');

describe('login, sessions and logout', () => {
  let ana: TestUser;
  const clock = createTestClock();
  const suite = useTestApp({}, { clock: clock.now });

  beforeAll(async () => {
    ana = await createUser(suite.app, { user: 'AnaLopez' });
  });

  const getUser = (headers: Record<string, string>) =>
    suite.app.inject({ method: 'GET', url: '/api/user', headers });

  it('logs in by e-mail or by user name in any case, with the session cookies', async () => {
    const byEmail = await login(suite.app, {
      email: ana.email.toUpperCase(),
      password: ana.password,
    });
    expect(byEmail.statusCode).toBe(200);
    const body = byEmail.json();
    expect(body).toEqual({ token: expect.any(String), email: ana.email });

    const auth = cookieOf(byEmail, 'auth_token')!;
    expect(auth).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(auth.secure).toBeFalsy();
    const expiration = Number(cookieOf(byEmail, 'sessionExpiration')!.value);
    expect(expiration).toBe(clock.now().getTime() + 60 * MINUTE_MS);
    expect(cookieOf(byEmail, 'sessionExpiration')!.httpOnly).toBeFalsy();
    expect(cookieOf(byEmail, 'user_email')!.value).toBe(ana.email);
    expect(cookieOf(byEmail, 'XSRF-TOKEN')!.httpOnly).toBeFalsy();

    const byUser = await login(suite.app, { user: 'analopez', password: ana.password });
    expect(byUser.statusCode).toBe(200);
  });

  it('re-sets the readable user_email cookie when it names an old address', async () => {
    const res = await login(suite.app, { email: ana.email, password: ana.password });
    const cookies = cookieHeader(res).replace(
      `user_email=${encodeURIComponent(ana.email)}`,
      `user_email=${encodeURIComponent('old@example.com')}`,
    );
    const fresh = await getUser({ cookie: cookies });
    expect(fresh.statusCode).toBe(200);
    expect(cookieOf(fresh, 'user_email')!.value).toBe(ana.email);

    const same = await getUser({ cookie: cookieHeader(res) });
    expect(cookieOf(same, 'user_email')).toBeUndefined();
  });

  it('keeps the session 90 days with keepSession', async () => {
    const res = await login(suite.app, {
      email: ana.email,
      password: ana.password,
      keepSession: true,
    });
    expect(Number(cookieOf(res, 'sessionExpiration')!.value)).toBe(
      clock.now().getTime() + 90 * DAY_MS,
    );
  });

  it('marks the auth cookie Secure when PUBLIC_URL is https', async () => {
    const secureApp = await createTestApp({ publicUrl: 'https://cartas.example' });
    try {
      const user = await createUser(secureApp);
      const res = await secureApp.inject({
        method: 'POST',
        url: '/api/login',
        payload: { user: null, email: user.email, password: user.password, keepSession: false },
      });
      // A refused login sets no cookie, and a loop over none would pass: the login must succeed.
      expect(res.statusCode).toBe(200);
      expect(res.cookies.map((cookie) => cookie.name)).toContain('auth_token');
      for (const cookie of res.cookies) expect(cookie.secure, cookie.name).toBe(true);
    } finally {
      await secureApp.close();
    }
  });

  it('answers wrong password and unknown user with the same generic message', async () => {
    const wrong = await login(suite.app, { email: ana.email, password: 'incorrecta' });
    const unknown = await login(suite.app, { user: 'nadie', password: 'incorrecta' });
    // The same answer either way (each with its own request id): nothing tells them apart.
    const refusal = { code: 'SEC-001', message: 'Usuario o contraseña incorrectos.' };
    expectError(wrong, 401, refusal);
    expectError(unknown, 401, refusal);
    expect(wrong.cookies).toEqual([]);
  });

  it('refuses an unvalidated e-mail with SEC-002 and a Spanish message', async () => {
    const pending = await createUser(suite.app, { validated: false });
    const res = await login(suite.app, { email: pending.email, password: pending.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'SEC-002',
      message: expect.stringContaining('validado'),
    });
  });

  it('asks for both fields', async () => {
    const res = await login(suite.app, { user: null, email: null, password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: ACCOUNT_MESSAGES.loginFieldsRequired });
    const noPassword = await login(suite.app, { user: 'ana', password: '' });
    expect(noPassword.json()).toMatchObject({ message: ACCOUNT_MESSAGES.loginFieldsRequired });
  });

  it('refuses 20 wrong passwords in a row by the rate limit, then the right one from that address too', async () => {
    const target = await createUser(suite.app);
    const statuses = [];
    for (let i = 0; i < 20; i++) {
      statuses.push(
        (await login(suite.app, { email: target.email, password: `mala-${i}` }, '10.2.0.1'))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);

    const right = await login(
      suite.app,
      { email: target.email, password: target.password },
      '10.2.0.1',
    );
    expectError(right, 429, {
      code: 'SEC-004',
      message: 'Demasiados intentos fallidos. Volvé a intentar en 1 minuto.',
    });
    expect(right.headers['retry-after']).toBe('60');

    clock.advance(MINUTE_MS + 1);
    expect(
      (await login(suite.app, { email: target.email, password: target.password }, '10.2.0.1'))
        .statusCode,
    ).toBe(200);
  });

  it('slows one IP guessing at many accounts', async () => {
    const statuses = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await login(suite.app, { user: `desconocido${i}`, password: 'x' }, '10.3.0.1')).statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another address is not affected.
    expect(
      (await login(suite.app, { email: ana.email, password: ana.password }, '10.3.0.2')).statusCode,
    ).toBe(200);
  });

  it('authenticates by cookie or by Bearer token; anonymous gets 401', async () => {
    const session = await loginAs(suite.app, ana);
    expect((await getUser({ cookie: session.cookieHeaders.cookie! })).statusCode).toBe(200);
    expect((await getUser(session.bearerHeaders)).json()).toMatchObject({ email: ana.email });
    const anonymous = await getUser({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'SEC-401' });
    expect((await getUser({ authorization: 'Bearer inventado' })).statusCode).toBe(401);
  });

  it('slides: activity in the second half extends by one lifetime and re-sets the cookies', async () => {
    const session = await loginAs(suite.app, ana);
    const headers = { cookie: session.cookieHeaders.cookie! };

    clock.advance(20 * MINUTE_MS);
    const early = await getUser(headers);
    expect(early.statusCode).toBe(200);
    expect(cookieOf(early, 'sessionExpiration')).toBeUndefined();

    clock.advance(20 * MINUTE_MS); // 40 minutes in: second half of the hour
    const late = await getUser(headers);
    const extended = Number(cookieOf(late, 'sessionExpiration')!.value);
    expect(extended).toBe(clock.now().getTime() + 60 * MINUTE_MS);
    expect(cookieOf(late, 'auth_token')!.value).toBe(session.token);

    clock.advance(59 * MINUTE_MS);
    expect((await getUser(headers)).statusCode).toBe(200);
    clock.advance(61 * MINUTE_MS);
    const expired = await getUser(headers);
    expect(expired.statusCode).toBe(401);
    // The browser learns at once that its session is gone.
    expect(cookieOf(expired, 'sessionExpiration')!.value).toBe('');
  });

  it('refuses a cookie-authenticated write without the CSRF header; Bearer needs none', async () => {
    const session = await loginAs(suite.app, ana);
    const patch = (headers: Record<string, string>) =>
      suite.app.inject({
        method: 'PATCH',
        url: '/api/user',
        headers,
        payload: { firstName: 'Ana' },
      });

    const withoutHeader = await patch({ cookie: session.cookieHeaders.cookie! });
    expect(withoutHeader.statusCode).toBe(403);
    expect(withoutHeader.json()).toMatchObject({
      code: 'SEC-003',
      message: expect.stringContaining('Recargá'),
    });
    const wrongHeader = await patch({
      cookie: session.cookieHeaders.cookie!,
      'x-xsrf-token': 'otro',
    });
    expect(wrongHeader.statusCode).toBe(403);
    // A planted XSRF cookie equal to the header does not match the session.
    const planted = await patch({
      cookie: `auth_token=${session.token}; XSRF-TOKEN=plantado`,
      'x-xsrf-token': 'plantado',
    });
    expect(planted.statusCode).toBe(403);

    expect((await patch(session.cookieHeaders)).statusCode).toBe(200);
    expect((await patch(session.bearerHeaders)).statusCode).toBe(200);
  });

  it('logs out: the session ends server-side and the cookies are cleared', async () => {
    const res = await login(suite.app, { email: ana.email, password: ana.password });
    const headers = {
      cookie: cookieHeader(res),
      'x-xsrf-token': cookieOf(res, 'XSRF-TOKEN')!.value,
    };
    expect((await getUser(headers)).statusCode).toBe(200);

    const refused = await suite.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: headers.cookie },
    });
    expect(refused.statusCode).toBe(403);

    const out = await suite.app.inject({ method: 'POST', url: '/api/logout', headers });
    expect(out.statusCode).toBe(204);
    for (const name of ['auth_token', 'sessionExpiration', 'user_email', 'XSRF-TOKEN']) {
      expect(cookieOf(out, name)?.value, name).toBe('');
    }
    expect((await getUser(headers)).statusCode).toBe(401);
    expect((await getUser({ authorization: `Bearer ${res.json().token}` })).statusCode).toBe(401);
    // Anonymous logout is harmless.
    expect((await suite.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(204);
  });
});
