import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsEventSchema, errorBodySchema } from '@mdc/shared';
import { z } from 'zod';
import { recordPageView } from './service';

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/events',
    {
      schema: {
        tags: ['analytics'],
        summary: 'First-party page-view event',
        body: analyticsEventSchema,
        response: { 204: z.null(), 400: errorBodySchema, 429: errorBodySchema },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      if (app.config.analytics === 'first-party') await recordPageView(app.db, request.body.path);
      return reply.status(204).send(null);
    },
  );
};
