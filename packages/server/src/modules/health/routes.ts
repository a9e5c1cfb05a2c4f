import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@mdc/shared';
import { z } from 'zod';
import { pingDatabase } from '../../db/client';
import { AppError } from '../../errors';

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthSchema, 503: errorBodySchema },
      },
      config: { rateLimit: false },
    },
    async (request) => {
      try {
        await pingDatabase(app.db);
      } catch (err) {
        request.log.error({ err }, 'database ping failed');
        throw AppError.of('unavailable');
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};
