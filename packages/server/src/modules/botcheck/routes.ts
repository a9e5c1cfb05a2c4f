import { botCheckApi } from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { createBotCheckChallenge, verifyBotCheckToken } from './service';

export const botCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, botCheckApi.challenge, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return createBotCheckChallenge(
      app.db,
      request.query.action,
      app.clock(),
      app.config.botCheckHashes,
    );
  });

  route(app, botCheckApi.verify, async (request) => {
    const action = await verifyBotCheckToken(app.db, request.body.token, {
      now: app.clock(),
      spend: false,
    });
    return { success: true as const, action };
  });
};
