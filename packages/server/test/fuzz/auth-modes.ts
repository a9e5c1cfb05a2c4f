import type { FastifyInstance } from 'fastify';
import { createUser, loginAs, type TestSession } from '../factories';

/**
 * Who a fuzz request claims to be: nobody, a real session (Bearer, cookie with or without its
 * CSRF header) or garbage credentials, cookies and bot-check tokens.
 */

export type AuthMode = 'anonymous' | 'bearer' | 'cookie' | 'cookie without CSRF' | 'garbage';

export const GARBAGE_HEADERS: Record<string, string>[] = [
  { authorization: 'Bearer' },
  { authorization: 'Bearer ' },
  { authorization: `Bearer ${'a'.repeat(8000)}` },
  { authorization: 'Basic YWxhZGRpbjpvcGVuc2VzYW1l' },
  { authorization: 'Bearer ../../etc/passwd' },
  { cookie: 'auth_token=%' },
  { cookie: `auth_token=${'z'.repeat(4000)}; XSRF-TOKEN=%E0%A4%A`, 'x-xsrf-token': '%E0%A4%A' },
  { cookie: ';;;=;=; auth_token' },
  { cookie: 'auth_token=a; auth_token=b; XSRF-TOKEN=c', 'x-xsrf-token': 'c' },
  { 'r-token': 'no-es-base64!!' },
  { 'r-token': Buffer.from('{"challenge":1,"solution":null}').toString('base64') },
];

/** Sessions of real users, renewed on request (a logout or a profile change may end them). */
export class FuzzSessions {
  private session: TestSession | null = null;
  private uses = 0;
  constructor(
    private readonly app: FastifyInstance,
    /** Requests per user: the per-user limits are not what is tested. */
    private readonly usesPerUser = 20,
  ) {}

  async headers(mode: Exclude<AuthMode, 'anonymous' | 'garbage'>): Promise<Record<string, string>> {
    if (!this.session || this.uses >= this.usesPerUser) await this.renew();
    this.uses++;
    const session = this.session!;
    if (mode === 'bearer') return session.bearerHeaders;
    if (mode === 'cookie') return session.cookieHeaders;
    return { cookie: session.cookieHeaders.cookie! };
  }

  async renew(): Promise<void> {
    this.session = await loginAs(this.app, await createUser(this.app));
    this.uses = 0;
  }
}
