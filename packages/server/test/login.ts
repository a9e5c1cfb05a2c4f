import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

let calls = 0;

/**
 * A client address no other request of this run used: the login limits count per address
 * (src/lib/route-options.ts), so a test that logs in many times never trips them unless it
 * means to, and no test hand-picks addresses to stay clear of another's. IPv6 documentation
 * space (2001:db8::/32), this process's id and a counter: unique across the test workers too.
 */
export function freshClientAddress(): string {
  calls += 1;
  return `2001:db8::${process.pid.toString(16)}:${calls.toString(16)}`;
}

export interface LoginFields {
  email?: string | null;
  user?: string | null;
  password: string;
  keepSession?: boolean;
}

/** POST /api/login as a browser's form sends it, each call from its own client address. */
export function login(
  app: FastifyInstance,
  fields: LoginFields,
  remoteAddress = freshClientAddress(),
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { user: null, email: null, keepSession: false, ...fields },
    remoteAddress,
  });
}
