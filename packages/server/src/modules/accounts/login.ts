import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { verifyCredentials } from './credentials';

/** Who may open a session: right credentials, a live account, a validated e-mail (SEC-002). */
export async function checkLogin(
  db: Database,
  input: { identifier: string; password: string; ip: string; now: Date },
): Promise<{ id: string; email: string }> {
  const user = await verifyCredentials(db, input);
  if (user.disabledAt || !user.email) throw AppError.of('invalidCredentials');
  if (!user.emailValidatedAt) throw AppError.of('emailNotValidated');
  // Told only to whoever knows the password: a stranger cannot learn that an account is suspended.
  if (user.suspendedAt) throw AppError.of('accountSuspended');
  return { id: user.id, email: user.email };
}
