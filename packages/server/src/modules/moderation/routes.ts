import { moderationApi } from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../sessions/index';
import { actOnReport } from './actions';
import { requireModerator } from './moderators';
import { listReports } from './report-views';
import { route } from '../../lib/route';

/** The moderation screen's API: moderators only (401 anonymous, 403 members). */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  // After the definitions' login check: 403 unless a moderator.
  const moderatorsOnly = { preHandler: [requireModerator] };

  route(
    app,
    moderationApi.reports,
    async (request) => ({ reports: await listReports(app.db, request.query.status) }),
    moderatorsOnly,
  );

  route(
    app,
    moderationApi.act,
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
    moderatorsOnly,
  );
};
