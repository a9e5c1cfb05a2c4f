import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { serializeError } from './log-errors';

/** Query parameters whose values never reach a log line (tokens travel in e-mail links). */
const SECRET_QUERY_PARAMS = /^(token|validationtoken|password|id|email)$/i;

/** decodeURIComponent that answers the raw text for malformed percent-encoding instead of throwing. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A path segment holding an e-mail address (`/api/user/resend/ana@x.com`, `ana%40x.com`). */
const EMAIL_SEGMENT = /[^/?]*(@|%40)[^/?]*/gi;

/**
 * A URL with e-mail addresses in its path and the values of secret query parameters replaced
 * by `***`. Runs on every request a client sends, so nothing in it may throw: a throw here would
 * take the process down.
 */
export function redactUrl(url: string): string {
  const [rawPath = '', query] = url.split('?', 2);
  const pathname = rawPath.replace(EMAIL_SEGMENT, '***');
  if (!query) return query === undefined ? pathname : `${pathname}?`;
  const parts = query.split('&').map((pair) => {
    const [key = '', value] = pair.split('=', 2);
    return value !== undefined && SECRET_QUERY_PARAMS.test(safeDecode(key)) ? `${key}=***` : pair;
  });
  return `${pathname}?${parts.join('&')}`;
}

/** Structured JSON logs; no header, cookie, body or secret query value is ever written. */
export function loggerOptions(config: Pick<Config, 'logLevel'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.confirmPassword',
        '*.token',
      ],
      censor: '***',
    },
    serializers: {
      err: serializeError,
      req(request) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        };
      },
    },
  };
}
