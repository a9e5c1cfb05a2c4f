import { ERRORS, type ErrorBody, type ErrorKey } from '@mdc/shared';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from './db/unavailable';

/** The one error type services throw: a code and Spanish message the user can read. */
export class AppError extends Error {
  /** For a 429 or 503: when the client may try again (the Retry-After header). */
  retryAfterSeconds?: number;

  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static of(key: ErrorKey, message?: string, field?: string): AppError {
    const known = ERRORS[key];
    return new AppError(known.code, known.status, message ?? known.message, field);
  }

  /** A 429 that tells the client when to come back. */
  static tooMany(key: ErrorKey, message: string, retryAfterSeconds: number): AppError {
    const error = AppError.of(key, message);
    error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return error;
  }

  toBody(requestId: string): ErrorBody {
    return this.field
      ? { code: this.code, message: this.message, field: this.field, requestId }
      : { code: this.code, message: this.message, requestId };
  }
}

/** A catalog error's body; `requestId` is the request's id (its `X-Request-Id` header too). */
export function errorBody(key: ErrorKey, requestId: string): ErrorBody {
  return { code: ERRORS[key].code, message: ERRORS[key].message, requestId };
}

/** Retry-After of a 429 that does not say (the rate-limit plugin sets its own). */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/**
 * Retry-After of the 503 answered while the database cannot be reached: a restart of PostgreSQL
 * takes a few seconds (bench/README.md#load-mix-and-faults).
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** PostgreSQL refuses to store this text (a NUL byte, invalid UTF-8): the client's input, a 400. */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

function isUnstorableText(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as Error).cause) {
    if (UNSTORABLE_TEXT.has(String((cause as { code?: unknown }).code))) return true;
  }
  return false;
}

/**
 * The client closed its connection before its body had all arrived: Node ends the request's
 * stream with 'aborted' (ECONNRESET), which is the client's doing, not the database's
 * (docs/operations.md#logs-and-the-http-edges).
 */
function isClientAbort(error: FastifyError, request: FastifyRequest): boolean {
  return error.code === 'ECONNRESET' && request.raw.readableAborted;
}

/** Fastify's own 4xx errors that have a message of their own; the rest are "bad body". */
const FRAMEWORK_4XX: Partial<Record<number, ErrorKey>> = {
  404: 'notFound',
  413: 'payloadTooLarge',
  414: 'urlTooLong',
  415: 'unsupportedMediaType',
  429: 'rateLimited',
};

/**
 * Maps every error to `{code, message, requestId}`; a 5xx never tells the client why. Error logs
 * carry no request body or submitted value: the logger's `err` serializer strips them (logger.ts).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const requestId = request.id;
    if (error instanceof AppError) {
      if (error.statusCode === 429 || error.statusCode === 503) {
        reply.header('retry-after', error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS);
      }
      return reply.status(error.statusCode).send(error.toBody(requestId));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath.replace(/^\//, '').replace(/\//g, '.') || undefined;
      const message = issue?.message || ERRORS.validation.message;
      return reply
        .status(ERRORS.validation.status)
        .send(
          field
            ? { code: ERRORS.validation.code, message, field, requestId }
            : { code: ERRORS.validation.code, message, requestId },
        );
    }
    if (isUnstorableText(error)) {
      request.log.info({ err: error }, 'unstorable text refused');
      return reply
        .status(ERRORS.unstorableText.status)
        .send(errorBody('unstorableText', requestId));
    }
    if (isClientAbort(error, request)) {
      // Nobody reads this answer; a 400 keeps it out of the 5xx the metrics alert on.
      request.log.info({ err: error }, 'client aborted the request');
      return reply.status(ERRORS.badBody.status).send(errorBody('badBody', requestId));
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug: the database is down or restarting. The pool reconnects on the next request.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
      return reply.status(ERRORS.unavailable.status).send(errorBody('unavailable', requestId));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429 && !reply.hasHeader('retry-after')) {
        reply.header('retry-after', DEFAULT_RETRY_AFTER_SECONDS);
      }
      const key = FRAMEWORK_4XX[status];
      if (!key) request.log.info({ err: error }, 'rejected request');
      return reply
        .status(key ? ERRORS[key].status : status)
        .send(errorBody(key ?? 'badBody', requestId));
    }
    if (status === 503) {
      // A deliberate "not now" (under-pressure, a dependency down): the client may retry.
      if (!reply.hasHeader('retry-after')) reply.header('retry-after', 10);
      return reply.status(ERRORS.unavailable.status).send(errorBody('unavailable', requestId));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .status(status > 500 && status < 600 ? status : 500)
      .send(errorBody('internal', requestId));
  });
}
