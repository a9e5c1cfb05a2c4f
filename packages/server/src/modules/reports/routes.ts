import { messageResponseSchema, REPORT_MESSAGES, reportSchema } from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, perUserPerMinute } from '../../lib/route-options';
import { currentUser } from '../sessions/index';
import { fileReport } from './report';

/** POST /api/report: 'Denunciar' a user or a library; logged-in users only. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/report',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['reports'],
        summary: 'Report a user or a library to the moderators (10 a minute, 20 a day by default)',
        security: [{ cookie: [] }, { bearer: [] }],
        body: reportSchema,
        response: { 201: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: perUserPerMinute(10),
    },
    async (request, reply) => {
      const { reportsPerDay } = app.config;
      await fileReport(app.db, currentUser(request).id, request.body, app.clock(), reportsPerDay);
      return reply.status(201).send({ message: REPORT_MESSAGES.received });
    },
  );
};
