import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import {
  createUser,
  registrationPayload,
  solveBotCheck,
  type TestUser,
} from '../../../test/factories';
import { createTestClock } from '../../../test/test-clock';

const MINUTE_MS = 60 * 1000;

/** The hashes a client tried to solve one challenge of `app`. */
async function hashesTried(app: FastifyInstance): Promise<number> {
  const res = await app.inject({ method: 'GET', url: '/api/botcheck/challenge?action=register' });
  const solution = await solveChallenge({ challenge: res.json() as Challenge, deriveKey });
  return solution!.counter + 1;
}

describe('bot check (BOT_CHECK=on)', () => {
  const clock = createTestClock();
  const suite = useTestApp({ botCheck: true }, { clock: clock.now });
  let user: TestUser;

  beforeAll(async () => {
    user = await createUser(suite.app);
  });

  const login = (token?: string) =>
    suite.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: token ? { 'r-token': token } : {},
      payload: { user: null, email: user.email, password: user.password, keepSession: false },
    });

  it('serves a signed challenge per action, never cached', async () => {
    const res = await suite.app.inject({
      method: 'GET',
      url: '/api/botcheck/challenge?action=search',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      parameters: { algorithm: 'SHA-256', data: { action: 'search' }, nonce: expect.any(String) },
      signature: expect.any(String),
    });
    const bad = await suite.app.inject({
      method: 'GET',
      url: '/api/botcheck/challenge?action=otra',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('requires a solved challenge on login and refuses its replay', async () => {
    const missing = await login();
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ code: 'BOT-001' });

    const token = await solveBotCheck(suite.app, 'search');
    expect((await login(token)).statusCode).toBe(200);
    const replay = await login(token);
    expect(replay.statusCode).toBe(403);
    expect(replay.json()).toMatchObject({ code: 'BOT-003' });
  });

  it('refuses a solution of another action, a tampered one, garbage and an expired one', async () => {
    expect((await login(await solveBotCheck(suite.app, 'register'))).json()).toMatchObject({
      code: 'BOT-002',
    });

    const decoded = JSON.parse(
      Buffer.from(await solveBotCheck(suite.app, 'delete'), 'base64').toString(),
    );
    decoded.challenge.parameters.data.action = 'search';
    const tampered = Buffer.from(JSON.stringify(decoded)).toString('base64');
    expect((await login(tampered)).json()).toMatchObject({ code: 'BOT-002' });

    expect((await login('basura')).json()).toMatchObject({ code: 'BOT-002' });

    const old = await solveBotCheck(suite.app, 'search');
    clock.advance(11 * MINUTE_MS);
    expect((await login(old)).json()).toMatchObject({ code: 'BOT-002' });
  });

  it('POST /verify-recaptcha checks a token without spending it', async () => {
    const token = await solveBotCheck(suite.app, 'search');
    const verify = () =>
      suite.app.inject({ method: 'POST', url: '/api/verify-recaptcha', payload: { token } });
    expect((await verify()).json()).toEqual({ success: true, action: 'search' });
    expect((await login(token)).statusCode).toBe(200);
    const spent = await verify();
    expect(spent.statusCode).toBe(403);
    expect(spent.json()).toMatchObject({ code: 'BOT-003' });
  });

  it('guards registration, recovery, resend and deletion with their actions', async () => {
    const register = (token?: string) =>
      suite.app.inject({
        method: 'POST',
        url: '/api/user',
        headers: token ? { 'r-token': token } : {},
        payload: registrationPayload(),
      });
    expect((await register()).statusCode).toBe(403);
    expect((await register(await solveBotCheck(suite.app, 'register'))).statusCode).toBe(201);

    for (const url of [`/api/user/recover?email=${user.email}`, `/api/user/resend/${user.email}`]) {
      expect((await suite.app.inject({ method: 'GET', url })).statusCode, url).toBe(403);
      const token = await solveBotCheck(suite.app, 'modify');
      expect(
        (await suite.app.inject({ method: 'GET', url, headers: { 'r-token': token } })).statusCode,
        url,
      ).toBe(200);
    }
    const resetWithoutCheck = await suite.app.inject({
      method: 'POST',
      url: '/api/user/recover',
      payload: { token: 'x', password: 'nueva-clave' },
    });
    expect(resetWithoutCheck.json()).toMatchObject({ code: 'BOT-001' });

    const remove = (token?: string) =>
      suite.app.inject({
        method: 'POST',
        url: '/api/user/delete',
        headers: token ? { 'r-token': token } : {},
        payload: { email: user.email, password: user.password },
      });
    expect((await remove()).statusCode).toBe(403);
    expect((await remove(await solveBotCheck(suite.app, 'delete'))).statusCode).toBe(200);
  });
});

describe('the bot check’s work (BOT_CHECK_HASHES)', () => {
  const full = useTestApp({ botCheck: true });
  const light = useTestApp({ botCheck: true, botCheckHashes: 300 });

  it('asks between a tenth of the most hashes and the most: 10k–100k by default', async () => {
    expect(await hashesTried(full.app)).toBeGreaterThanOrEqual(10_000);
    for (let i = 0; i < 5; i++) {
      const tried = await hashesTried(light.app);
      expect(tried).toBeGreaterThanOrEqual(30);
      expect(tried).toBeLessThanOrEqual(301);
    }
  });
});
