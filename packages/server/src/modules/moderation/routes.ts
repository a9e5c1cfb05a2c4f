import {
  moderationActionResponseSchema,
  moderationActionSchema,
  moderationReportsQuerySchema,
  moderationReportsResponseSchema,
} from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, perUserPerMinute } from '../../lib/route-options';
import { currentUser } from '../sessions/index';
import { actOnReport } from './actions';
import { requireModerator } from './moderators';
import { listReports } from './report-views';

/** The moderation screen's API: moderators only (401 anonymous, 403 members). */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['moderation'];
  const security: Record<string, string[]>[] = [{ cookie: [] }, { bearer: [] }];
  const preHandler = [app.requireUser, requireModerator];

  app.get(
    '/moderation/reports',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Reports in a status, newest first, with what a moderator needs to decide',
        security,
        querystring: moderationReportsQuerySchema,
        response: { 200: moderationReportsResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
      config: perUserPerMinute(120),
    },
    async (request) => ({ reports: await listReports(app.db, request.query.status) }),
  );

  app.post(
    '/moderation/reports/:id/actions',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Act on a report: hide or show its library, suspend or reinstate, dismiss',
        security,
        params: z.object({ id: z.uuid() }),
        body: moderationActionSchema,
        response: {
          200: moderationActionResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
      config: perUserPerMinute(60),
    },
    async (request) => {
      const result = await actOnReport(app.db, {
        moderatorId: currentUser(request).id,
        reportId: request.params.id,
        ...request.body,
        now: app.clock(),
        publicUrl: app.config.publicUrl,
      });
      return result;
    },
  );
};
