import { SESSION_COOKIES } from '@mdc/shared';
import { refreshSessionState, resetSessionState } from '../lib/session';

/** Sets the readable session cookies the server would set at login. */
export function setSessionCookies(email: string, expiresAt = Date.now() + 60 * 60 * 1000): void {
  document.cookie = `${SESSION_COOKIES.expiration}=${expiresAt}; path=/`;
  document.cookie = `${SESSION_COOKIES.email}=${encodeURIComponent(email)}; path=/`;
  refreshSessionState();
}

/** No session, as a page loaded without one finds it. */
export function clearSessionCookies(): void {
  for (const name of [SESSION_COOKIES.expiration, SESSION_COOKIES.email]) {
    document.cookie = `${name}=; Max-Age=0; path=/`;
  }
  resetSessionState();
}
