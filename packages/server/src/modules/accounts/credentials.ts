import { looksLikeEmail } from '@mdc/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import {
  assertLoginAllowed,
  clearLoginFailures,
  recordLoginFailure,
  throttleKeys,
} from './login-throttle';
import { verifyPassword } from './passwords';
import { findUserByEmail, findUserByUsername, type UserRow } from './queries';

/**
 * Checks a user name or e-mail and a password behind the login back-off. Unknown user and wrong
 * password fail alike (same message, same argon2 work). Disabled accounts are returned: the
 * caller decides (login refuses them, deletion is idempotent).
 */
export async function verifyCredentials(
  db: Database,
  input: { identifier: string; password: string; ip: string; now: Date },
): Promise<UserRow> {
  const identifier = input.identifier.trim().toLowerCase();
  const user = looksLikeEmail(identifier)
    ? await findUserByEmail(db, identifier)
    : await findUserByUsername(db, identifier);
  const keys = throttleKeys(identifier, input.ip);
  await assertLoginAllowed(db, keys, input.now);

  const matches = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !matches) {
    await recordLoginFailure(db, keys, input.now);
    throw AppError.of('invalidCredentials');
  }
  await clearLoginFailures(db, keys);
  return user;
}
