import { ERRORS } from '@mdc/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { createUser, registrationPayload } from '../../../test/factories';
import { IDENTITY_CONFLICT_LIMIT } from './request-limits';
import { expectError } from '../../../test/error-answer';

/** "Already registered" tells who has an account: one address gets only a few an hour. */
describe('the 409 of registration, limited per IP', () => {
  const suite = useTestApp();

  const register = (payload: object, remoteAddress: string) =>
    suite.app.inject({ method: 'POST', url: '/api/user', payload, remoteAddress });

  it('answers 429 with Retry-After once an address had its 409s, before checking anything', async () => {
    const taken = await createUser(suite.app);
    for (let i = 0; i < IDENTITY_CONFLICT_LIMIT.max; i++) {
      const res = await register(registrationPayload({ email: taken.email }), '10.30.0.1');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: ERRORS.emailTaken.code });
    }
    const probe = await register(registrationPayload({ user: taken.user }), '10.30.0.1');
    expectError(probe, 429, {
      code: ERRORS.rateLimited.code,
      message: ERRORS.rateLimited.message,
    });
    expect(Number(probe.headers['retry-after'])).toBeGreaterThan(3000);

    const elsewhere = await register(registrationPayload({ user: taken.user }), '10.30.0.2');
    expect(elsewhere.statusCode).toBe(409);
    expect((await register(registrationPayload(), '10.30.0.3')).statusCode).toBe(201);
  });
});
