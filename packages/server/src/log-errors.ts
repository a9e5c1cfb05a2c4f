/**
 * How an error is written to the log: what a developer needs (type, code, message, stack, the
 * table and constraint) and nothing a client sent. PostgreSQL puts the failing value in
 * `detail`, `where` and quoted parts of its message; drizzle adds the query's parameters to its
 * message; JSON.parse quotes the body. Those never reach a log line.
 */

/** Fields kept from an error object (pg and PGlite name the same fields). */
const KEPT_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'constraint',
] as const;

const MAX_CAUSES = 5;

/** A message without quoted values and without drizzle's "params: …" tail. */
export function scrubMessage(message: string): string {
  return message
    .split(/\nparams:/)[0]!
    .replace(/"(?:[^"\\]|\\.)*"/g, '"…"')
    .replace(/'(?:[^'\\]|\\.)*'/g, "'…'")
    .slice(0, 2000);
}

function scrubStack(stack: string | undefined, name: string, message: string): string {
  if (!stack) return '';
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${name}: ${message}`, ...frames].join('\n');
}

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!error || typeof error !== 'object') {
    return { type: typeof error, message: scrubMessage(String(error)), stack: '' };
  }
  const source = error as Error & Record<string, unknown>;
  const type = source.constructor?.name || source.name || 'Error';
  const message = scrubMessage(String(source.message ?? ''));
  const logged: LoggedError = {
    type,
    message,
    stack: scrubStack(source.stack, source.name || type, message),
  };
  for (const field of KEPT_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (source.cause && depth < MAX_CAUSES) logged.cause = serializeError(source.cause, depth + 1);
  return logged;
}
