import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors';
import {
  clearSessionCookies,
  SESSION_COOKIE,
  EMAIL_COOKIE,
  setSessionCookies,
  XSRF_COOKIE,
  XSRF_HEADER,
  xsrfMatches,
} from './cookies';
// Declares request.auth, app.requireUser and app.identifyUser.
import './current-user';
import { endSession, findSession } from './service';

/**
 * Authentication for every route: `app.requireUser` (401 without a valid session) and
 * `app.identifyUser` (anonymous allowed) as preHandlers. A session comes from the `auth_token`
 * cookie or from `Authorization: Bearer <token>`. Cookie-authenticated writes must carry the
 * `X-XSRF-TOKEN` header (double submit); Bearer requests cannot be forged by another site.
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  request.auth = null;
  const { config, db, clock } = request.server;
  const secure = config.publicUrl.startsWith('https:');
  const bearer = bearerToken(request);
  const token = bearer ?? request.cookies[SESSION_COOKIE];
  if (!token) return;
  const via = bearer ? 'bearer' : 'cookie';

  if (via === 'cookie' && !SAFE_METHODS.has(request.method)) {
    const header = request.headers[XSRF_HEADER];
    if (
      !xsrfMatches(
        token,
        request.cookies[XSRF_COOKIE],
        typeof header === 'string' ? header : undefined,
      )
    ) {
      throw AppError.of('csrfMismatch');
    }
  }

  const found = await findSession(db, token, clock());
  if (!found) {
    // Tell the browser at once that its session is gone.
    if (via === 'cookie') clearSessionCookies(reply, secure);
    return;
  }
  if ('suspended' in found) {
    // A moderator suspended the account since its login: the session ends here, and this one
    // answer says why (docs/product/accounts-and-sessions.md#sessions).
    await endSession(db, found.suspended.sessionId);
    if (via === 'cookie') clearSessionCookies(reply, secure);
    throw AppError.of('sessionSuspended');
  }
  // Re-set the readable cookies when the expiry moved, or when they name an old e-mail
  // (after an e-mail change was validated), so the browser's view matches the session.
  const staleEmail = request.cookies[EMAIL_COOKIE] !== found.user.email;
  if (via === 'cookie' && (found.session.extended || staleEmail)) {
    setSessionCookies(
      reply,
      { token, email: found.user.email, expiresAt: found.session.expiresAt },
      secure,
    );
  }
  request.auth = { ...found, token, via };
}

export const sessionsPlugin = fp(
  async (app) => {
    app.decorateRequest('auth', null);
    app.decorate('identifyUser', authenticate);
    app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
      await authenticate(request, reply);
      if (!request.auth) throw AppError.of('unauthenticated');
    });
  },
  { name: 'sessions' },
);
