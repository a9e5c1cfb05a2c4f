import { ACCOUNT_MESSAGES, ERRORS, TEXT_MESSAGES } from '@mdc/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { createTestClock } from '../../../test/test-clock';
import { issueAccountToken } from './account-tokens';
import { expectError } from '../../../test/error-answer';

const HOUR_MS = 60 * 60 * 1000;

describe('GET /api/user/confirm: a validation link opened again', () => {
  const clock = createTestClock();
  const suite = useTestApp({}, { clock: clock.now });

  const confirm = (token: string) =>
    suite.app.inject({
      method: 'GET',
      url: `/api/user/confirm?${new URLSearchParams({ validationToken: token })}`,
    });
  const validationToken = async (validated: boolean) => {
    const user = await createUser(suite.app, { validated: false });
    const token = await issueAccountToken(suite.app.db, {
      userId: user.id,
      purpose: 'validation',
      email: user.email,
      now: clock.now(),
    });
    if (validated) expect((await confirm(token)).json()).toMatchObject({ code: 'OK-200' });
    return token;
  };

  it('says the account is already validated, with its own code', async () => {
    const token = await validationToken(true);
    const again = await confirm(token);
    expectError(again, 409, {
      code: 'TOK-005',
      message: 'Tu cuenta ya está validada. Iniciá sesión para continuar.',
    });
  });

  it('says so too when the spent link has expired since', async () => {
    const token = await validationToken(true);
    clock.advance(49 * HOUR_MS);
    expect((await confirm(token)).json()).toMatchObject({ code: ERRORS.alreadyValidated.code });
  });

  it('keeps "expired" for an account that never validated, and "invalid" for unknown links', async () => {
    const token = await validationToken(false);
    clock.advance(49 * HOUR_MS);
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: ERRORS.tokenExpired.code });
    const unknown = await confirm('no-existe');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: ERRORS.tokenInvalid.code });
  });

  it('answers a malformed token in Spanish, naming the field', async () => {
    const long = await confirm('x'.repeat(201));
    expectError(long, 400, {
      code: 'VAL-400',
      field: 'validationToken',
      message: ACCOUNT_MESSAGES.linkInvalid,
    });
    expectError(await confirm('abc\u0000'), 400, {
      code: 'VAL-400',
      field: 'validationToken',
      message: TEXT_MESSAGES.unstorable,
    });
  });
});
