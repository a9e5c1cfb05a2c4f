import { BOT_CHECK_ACTIONS, errorBodySchema, loginResponseSchema, loginSchema } from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireBotCheck } from '../botcheck/index';
import {
  clearSessionCookies,
  createSession,
  endSession,
  setSessionCookies,
} from '../sessions/index';
import { checkLogin } from './login';

/**
 * POST /login opens a session (cookies + token for API clients); POST /logout ends it. Accounts
 * decide who may log in; the sessions module only keeps the sessions.
 */
export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  const secureCookies = app.config.publicUrl.startsWith('https:');

  app.post(
    '/login',
    {
      preHandler: requireBotCheck(BOT_CHECK_ACTIONS.login),
      schema: {
        tags: ['sessions'],
        summary: 'Log in with user name or e-mail; 90 days with keepSession, 1 hour without',
        body: loginSchema,
        response: {
          200: loginResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { user, email, password, keepSession } = request.body;
      const now = app.clock();
      const account = await checkLogin(app.db, {
        identifier: email || user || '',
        password,
        ip: request.ip,
        now,
      });
      const session = await createSession(app.db, account.id, keepSession, now);
      setSessionCookies(reply, { ...session, email: account.email }, secureCookies);
      return { token: session.token, email: account.email };
    },
  );

  app.post(
    '/logout',
    {
      preHandler: app.identifyUser,
      schema: {
        tags: ['sessions'],
        summary: 'End this session and clear its cookies',
        response: { 204: z.null(), 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (request.auth) await endSession(app.db, request.auth.session.id);
      clearSessionCookies(reply, secureCookies);
      return reply.status(204).send(null);
    },
  );
};
