import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) at the OWASP minimum: 19 MiB, 2 passes, 1 lane —
 * about 30 ms a hash here. A password is never logged, returned or put in a cookie.
 */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Checked when the account does not exist, so "unknown user" takes as long as "wrong password".
const decoyHash = hashPassword('decoy password that matches nothing');

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    await verify(await decoyHash, password);
    return false;
  }
  return verify(passwordHash, password);
}
