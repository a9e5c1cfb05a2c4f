import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { createUser, loginAs } from '../../../test/factories';
import { createTestClock } from '../../../test/test-clock';
import { SESSION_ABSOLUTE_LIFETIME_MS } from './service';

const DAY_MS = 24 * 60 * 60 * 1000;

const expirationCookie = (res: LightMyRequestResponse) =>
  res.cookies.find((cookie) => cookie.name === 'sessionExpiration')?.value;

describe('the absolute lifetime of a session', () => {
  const clock = createTestClock();
  const suite = useTestApp({}, { clock: clock.now });

  it('slides with activity but ends 180 days after login', async () => {
    expect(SESSION_ABSOLUTE_LIFETIME_MS).toBe(180 * DAY_MS);
    const loggedInAt = clock.now().getTime();
    const session = await loginAs(suite.app, await createUser(suite.app), { keepSession: true });
    const getUser = () =>
      suite.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { cookie: session.cookieHeaders.cookie! },
      });

    clock.advance(50 * DAY_MS);
    const first = await getUser();
    expect(first.statusCode).toBe(200);
    expect(Number(expirationCookie(first))).toBe(loggedInAt + 140 * DAY_MS);

    clock.advance(50 * DAY_MS);
    const capped = await getUser();
    expect(capped.statusCode).toBe(200);
    expect(Number(expirationCookie(capped))).toBe(loggedInAt + 180 * DAY_MS);

    clock.advance(79 * DAY_MS);
    const lastDay = await getUser();
    expect(lastDay.statusCode).toBe(200);
    expect(expirationCookie(lastDay)).toBeUndefined();

    clock.advance(DAY_MS);
    const ended = await getUser();
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ code: 'SEC-401' });
  });
});
