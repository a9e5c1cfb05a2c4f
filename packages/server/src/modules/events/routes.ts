import { clientApi } from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { recordPageView } from './service';

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, clientApi.event, async (request, reply) => {
    if (app.config.analytics === 'first-party') await recordPageView(app.db, request.body.path);
    return reply.status(204).send(null);
  });
};
