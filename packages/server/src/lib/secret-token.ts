import { createHash, randomBytes } from 'node:crypto';

/**
 * Tokens handed to a browser or mailed in a link: 32 random bytes, base64url. The database keeps
 * only their SHA-256, so a leaked table does not open sessions or accounts.
 */
export function createSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
