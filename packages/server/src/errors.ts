import { ERRORS, type ErrorBody, type ErrorKey } from '@mdc/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** The one error type services throw: a code and Spanish message the user can read. */
export class AppError extends Error {
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

  toBody(): ErrorBody {
    return this.field
      ? { code: this.code, message: this.message, field: this.field }
      : { code: this.code, message: this.message };
  }
}

export function errorBody(key: ErrorKey): ErrorBody {
  return { code: ERRORS[key].code, message: ERRORS[key].message };
}

/** Maps every error to `{code, message}`; a 5xx never tells the client why. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath.replace(/^\//, '').replace(/\//g, '.') || undefined;
      const message = issue?.message || ERRORS.validation.message;
      return reply
        .status(400)
        .send(
          field
            ? { code: ERRORS.validation.code, message, field }
            : { code: ERRORS.validation.code, message },
        );
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(errorBody('rateLimited'));
    if (status === 413) return reply.status(413).send(errorBody('payloadTooLarge'));
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'rejected request');
      return reply
        .status(status)
        .send(status === 404 ? errorBody('notFound') : errorBody('badBody'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(status >= 500 && status < 600 ? status : 500).send(errorBody('internal'));
  });
}
