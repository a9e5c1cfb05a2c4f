import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthApi } from '@mdc/shared';
import { pingDatabase } from '../../db/client';
import { pendingMigrations } from '../../db/migration-state';
import { AppError, DATABASE_RETRY_AFTER_SECONDS } from '../../errors';
import { route } from '../../lib/route';
import { RESTART_RETRY_AFTER_SECONDS } from '../../plugins/slow-clients';

/**
 * GET /health: liveness (the process answers, its database too). GET /ready: readiness for a
 * load balancer (docs/operations.md#readiness): 200 only when the database answers with every
 * migration of this build applied and the process is not draining before a stop; else 503.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, healthApi.health, async (request) => {
    try {
      await pingDatabase(app.db);
    } catch (err) {
      request.log.error({ err }, 'database ping failed');
      throw unavailable(DATABASE_RETRY_AFTER_SECONDS);
    }
    return { status: 'ok' as const, database: 'ok' as const };
  });

  route(app, healthApi.ready, async (request) => {
    if (app.readiness.draining) throw unavailable(RESTART_RETRY_AFTER_SECONDS);
    let pending: number;
    try {
      pending = await pendingMigrations(app.db);
    } catch (err) {
      request.log.error({ err }, 'readiness: the database does not answer');
      throw unavailable(DATABASE_RETRY_AFTER_SECONDS);
    }
    if (pending > 0) {
      request.log.warn({ pending }, 'readiness: migrations not applied yet');
      throw unavailable(DATABASE_RETRY_AFTER_SECONDS);
    }
    return { status: 'ready' as const };
  });
};

/** The 503 with the Retry-After every route answers while the database is out of reach (errors.ts). */
function unavailable(retryAfterSeconds: number): AppError {
  const error = AppError.of('unavailable');
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
}
