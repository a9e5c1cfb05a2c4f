/**
 * Whether an error means the database could not be reached (down, restarting, refusing
 * connections, the pool's connection timeout), as opposed to a bug or a bad query: the error
 * handler (errors.ts) answers those with the Spanish 503 and a Retry-After, and the pool opens
 * new connections on the next request, so the instance recovers without a restart
 * (docs/operations.md#when-a-dependency-fails).
 */

/** The socket's errors: the server refused, reset or never answered the connection. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is not there for us: class 08 (connection exception), 57P01–57P03
 * (shut down by an administrator, crashed, not accepting connections yet: a restart), 53300
 * (too many connections).
 */
const isUnavailableState = (code: string) =>
  code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code);

/** node-postgres' own messages for a lost or never-made connection. */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error (DrizzleQueryError): its cause says what happened.
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as Error).cause) {
    const code = String((cause as { code?: unknown }).code ?? '');
    if (NETWORK_CODES.has(code) || isUnavailableState(code)) return true;
    if (LOST_CONNECTION.test(String((cause as Error).message ?? ''))) return true;
  }
  return false;
}
