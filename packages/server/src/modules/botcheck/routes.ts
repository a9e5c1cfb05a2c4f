import {
  botCheckActionSchema,
  botCheckChallengeSchema,
  errorBodySchema,
  verifyBotCheckResponseSchema,
  verifyBotCheckSchema,
} from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createBotCheckChallenge, verifyBotCheckToken } from './service';

export const botCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/botcheck/challenge',
    {
      schema: {
        tags: ['bot check'],
        summary: 'A proof-of-work challenge for one action (ALTCHA v2)',
        querystring: z.object({ action: botCheckActionSchema }),
        response: { 200: botCheckChallengeSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return createBotCheckChallenge(app.db, request.query.action, app.clock());
    },
  );

  app.post(
    '/verify-recaptcha',
    {
      schema: {
        tags: ['bot check'],
        summary: 'Checks a solved challenge without spending it',
        body: verifyBotCheckSchema,
        response: { 200: verifyBotCheckResponseSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      const action = await verifyBotCheckToken(app.db, request.body.token, {
        now: app.clock(),
        spend: false,
      });
      return { success: true as const, action };
    },
  );
};
