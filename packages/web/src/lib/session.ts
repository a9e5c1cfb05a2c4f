import { HTTP_HEADERS, SESSION_COOKIES } from '@mdc/shared';
import { useSyncExternalStore } from 'react';
import { deleteCookie, readCookie } from './cookies';
import { forgetRedirectAfterLogin } from './redirect-after-login';

/**
 * The browser's view of the session: logged in while the readable `sessionExpiration` cookie
 * holds a time not yet passed (the real session lives server-side behind an HttpOnly cookie).
 */
export interface SessionState {
  loggedIn: boolean;
  email: string | undefined;
  expiresAt: number | undefined;
}

const listeners = new Set<() => void>();
let snapshot: SessionState = read();

function read(): SessionState {
  const expiresAt = Number(readCookie(SESSION_COOKIES.expiration));
  const valid = Number.isFinite(expiresAt) && expiresAt > Date.now();
  return {
    loggedIn: valid,
    email: valid ? readCookie(SESSION_COOKIES.email) : undefined,
    expiresAt: valid ? expiresAt : undefined,
  };
}

/**
 * Whether a session ended while this page was open (logout, expiry, a 401): the login guard
 * then keeps no page for after the next login (app/require-session.tsx). Kept here, not in the
 * guard: the guard may mount again after the session ended.
 */
let endedOnThisPage = false;

export function sessionEndedOnThisPage(): boolean {
  return endedOnThisPage;
}

/** Re-reads the cookies (after login, logout or an expiry check) and tells subscribers. */
export function refreshSessionState(): SessionState {
  const next = read();
  if (snapshot.loggedIn && !next.loggedIn) endedOnThisPage = true;
  if (next.loggedIn) endedOnThisPage = false;
  if (
    next.loggedIn !== snapshot.loggedIn ||
    next.email !== snapshot.email ||
    next.expiresAt !== snapshot.expiresAt
  ) {
    snapshot = next;
    listeners.forEach((listener) => listener());
  }
  return snapshot;
}

/** The store as a newly loaded page finds it: the cookies read again, no session ended (tests). */
export function resetSessionState(): void {
  endedOnThisPage = false;
  snapshot = read();
  listeners.forEach((listener) => listener());
}

export function getSessionState(): SessionState {
  return refreshSessionState();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, () => snapshot);
}

/**
 * Ends the session server-side, clears the readable cookies, goes to /login and reloads. The
 * page the user was on is not remembered: the next person at this browser must not land on it.
 */
export async function logout(): Promise<void> {
  const xsrf = readCookie(SESSION_COOKIES.xsrf);
  try {
    await fetch('/api/logout', {
      method: 'POST',
      credentials: 'same-origin',
      headers: xsrf ? { [HTTP_HEADERS.xsrf]: xsrf } : {},
    });
  } catch {
    // The server forgets the session when it expires; the browser forgets it now.
  }
  clearSession();
  forgetRedirectAfterLogin();
  window.location.assign('/login');
}

/**
 * Forgets the session in this browser: the readable cookies go (the HttpOnly token cannot be
 * touched from script; the server no longer honours it once expired or ended).
 */
export function clearSession(): void {
  deleteCookie(SESSION_COOKIES.expiration);
  deleteCookie(SESSION_COOKIES.email);
  refreshSessionState();
}

/** The 5-minute check: an expiration cookie in the past clears the session. No cookie: nothing. */
export function expireSessionIfPast(now = Date.now()): boolean {
  const expiration = readCookie(SESSION_COOKIES.expiration);
  if (expiration === undefined || Number(expiration) > now) return false;
  clearSession();
  return true;
}
