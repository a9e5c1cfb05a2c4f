import { createHash, timingSafeEqual } from 'node:crypto';
import { HTTP_HEADERS, SESSION_COOKIES } from '@mdc/shared';
// reply.setCookie and clearCookie are @fastify/cookie's (registered in app.ts): its types here,
// so code that reaches this file without app.ts (the e2e seed) still compiles.
import type {} from '@fastify/cookie';
import type { FastifyReply } from 'fastify';

/** The session cookies; their names are the browser's contract, written in @mdc/shared. */
export const SESSION_COOKIE = SESSION_COOKIES.token;
export const EXPIRATION_COOKIE = SESSION_COOKIES.expiration;
export const EMAIL_COOKIE = SESSION_COOKIES.email;
export const XSRF_COOKIE = SESSION_COOKIES.xsrf;
// Node lower-cases the names of incoming headers.
export const XSRF_HEADER = HTTP_HEADERS.xsrf.toLowerCase();

/**
 * The XSRF token is derived from the session token, so a cookie planted by another site or
 * subdomain cannot match a session it does not know, and nothing more is stored.
 */
export function xsrfTokenFor(sessionToken: string): string {
  return createHash('sha256').update(`xsrf:${sessionToken}`).digest('base64url');
}

export function xsrfMatches(sessionToken: string, cookie?: string, header?: string): boolean {
  if (!cookie || !header) return false;
  const expected = Buffer.from(xsrfTokenFor(sessionToken));
  const fromCookie = Buffer.from(cookie);
  const fromHeader = Buffer.from(header);
  return (
    fromCookie.length === expected.length &&
    fromHeader.length === expected.length &&
    timingSafeEqual(fromCookie, expected) &&
    timingSafeEqual(fromHeader, expected)
  );
}

const baseOptions = (secure: boolean) => ({ path: '/', sameSite: 'lax' as const, secure });

/** Sets the four cookies; called again when a sliding session is extended. */
export function setSessionCookies(
  reply: FastifyReply,
  session: { token: string; email: string; expiresAt: Date },
  secure: boolean,
): void {
  const options = { ...baseOptions(secure), expires: session.expiresAt };
  reply
    .setCookie(SESSION_COOKIE, session.token, { ...options, httpOnly: true })
    .setCookie(EXPIRATION_COOKIE, String(session.expiresAt.getTime()), options)
    .setCookie(EMAIL_COOKIE, session.email, options)
    .setCookie(XSRF_COOKIE, xsrfTokenFor(session.token), options);
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  for (const name of [SESSION_COOKIE, EXPIRATION_COOKIE, EMAIL_COOKIE, XSRF_COOKIE]) {
    reply.clearCookie(name, baseOptions(secure));
  }
}
