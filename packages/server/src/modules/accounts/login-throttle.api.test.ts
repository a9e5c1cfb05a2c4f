import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';
import { createTestClock } from '../../../test/test-clock';
import { LOGIN_THROTTLE } from './login-throttle';

/** The login back-off keyed by account and address. */

describe('login back-off', () => {
  const clock = createTestClock();
  const suite = useTestApp({}, { clock: clock.now });

  const login = (body: Record<string, unknown>, remoteAddress: string) =>
    suite.app.inject({ method: 'POST', url: '/api/login', payload: body, remoteAddress });
  const failFrom = async (body: Record<string, unknown>, addresses: string[]) => {
    const statuses = [];
    for (const address of addresses) {
      statuses.push((await login({ ...body, password: 'incorrecta' }, address)).statusCode);
    }
    return statuses;
  };
  const repeat = <T>(value: T, times: number): T[] => Array.from({ length: times }, () => value);

  it("a stranger's failures do not lock the owner out of another address", async () => {
    const owner = await createUser(suite.app);
    const free = LOGIN_THROTTLE.freeFailures.accountFromIp;
    const statuses = await failFrom({ email: owner.email }, repeat('10.20.0.1', free + 1));
    expect(statuses).toEqual([...repeat(401, free), 429]);
    const fromHome = await login({ email: owner.email, password: owner.password }, '10.20.0.2');
    expect(fromHome.statusCode).toBe(200);
    // The stranger's address stays blocked, with the right password too.
    const fromStranger = await login({ email: owner.email, password: owner.password }, '10.20.0.1');
    expect(fromStranger.statusCode).toBe(429);
    expect(fromStranger.json()).toMatchObject({ code: 'SEC-004' });
    expect(Number(fromStranger.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a looser ceiling per account stops guessing spread over many addresses', async () => {
    const owner = await createUser(suite.app);
    const ceiling = LOGIN_THROTTLE.freeFailures.account;
    const addresses = Array.from({ length: ceiling }, (_, i) => `10.21.${i >> 8}.${i & 255}`);
    const statuses = await failFrom({ user: owner.user }, addresses);
    expect(statuses.every((status) => status === 401)).toBe(true);
    const next = await login({ user: owner.user, password: owner.password }, '10.21.9.9');
    expect(next.statusCode).toBe(429);
    clock.advance(LOGIN_THROTTLE.firstDelayMs + 1);
    expect(
      (await login({ user: owner.user, password: owner.password }, '10.21.9.9')).statusCode,
    ).toBe(200);
  });

  it('never tells that a user name and an e-mail are one account', async () => {
    const owner: TestUser = await createUser(suite.app);
    const free = LOGIN_THROTTLE.freeFailures.accountFromIp;
    await failFrom({ user: owner.user }, repeat('10.22.0.1', free));
    // Blocked by user name; by e-mail the same address still gets the plain "wrong password".
    expect((await failFrom({ user: owner.user }, ['10.22.0.1']))[0]).toBe(429);
    expect((await failFrom({ email: owner.email }, ['10.22.0.1']))[0]).toBe(401);
  });
});
