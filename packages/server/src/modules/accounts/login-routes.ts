import { BOT_CHECK_ACTIONS, loginApi } from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireBotCheck } from '../botcheck/index';
import {
  clearSessionCookies,
  createSession,
  endSession,
  setSessionCookies,
} from '../sessions/index';
import { checkLogin } from './login';
import { route } from '../../lib/route';

/**
 * POST /login opens a session (cookies + token for API clients); POST /logout ends it. Accounts
 * decide who may log in; the sessions module only keeps the sessions.
 */
export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  const secureCookies = app.config.publicUrl.startsWith('https:');

  route(
    app,
    loginApi.login,
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
    {
      preHandler: [requireBotCheck(BOT_CHECK_ACTIONS.login)],
    },
  );

  route(app, loginApi.logout, async (request, reply) => {
    if (request.auth) await endSession(app.db, request.auth.session.id);
    clearSessionCookies(reply, secureCookies);
    return reply.status(204).send(null);
  });
};
