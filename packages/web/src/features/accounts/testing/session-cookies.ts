import { refreshSessionState } from '../../../lib/session';

/** Sets the readable session cookies the server would set at login. */
export function setSessionCookies(email: string, expiresAt = Date.now() + 60 * 60 * 1000): void {
  document.cookie = `sessionExpiration=${expiresAt}; path=/`;
  document.cookie = `user_email=${encodeURIComponent(email)}; path=/`;
  refreshSessionState();
}

export function clearSessionCookies(): void {
  for (const name of ['sessionExpiration', 'user_email', 'loggedIn']) {
    document.cookie = `${name}=; Max-Age=0; path=/`;
  }
  refreshSessionState();
}
