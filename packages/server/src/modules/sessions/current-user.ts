import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../errors';
import type { ActiveSession, SessionUser } from './service';

/**
 * Who is asking: what the sessions plugin (plugin.ts) puts on each request, and the logged-in
 * user of a guarded route. Apart from the plugin so that the face (index.ts) brings no Fastify
 * plugin into code that only reads the user.
 */
export interface RequestAuth {
  user: SessionUser;
  session: ActiveSession;
  /** The raw token of this request, to end or refresh its session. */
  token: string;
  via: 'cookie' | 'bearer';
}

declare module 'fastify' {
  interface FastifyInstance {
    requireUser: preHandlerAsyncHookHandler;
    identifyUser: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

/** The logged-in user of a route guarded by `app.requireUser`. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.auth) throw AppError.of('unauthenticated');
  return request.auth.user;
}
