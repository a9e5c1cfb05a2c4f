// @vitest-environment jsdom
// jsdom, not happy-dom (vite.config.ts): happy-dom keeps a cookie set with Max-Age=0, which a
// browser deletes.
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, expireSessionIfPast, getSessionState } from './session';

const setCookie = (name: string, value: string) => (document.cookie = `${name}=${value}; path=/`);

describe('session', () => {
  afterEach(clearSession);

  it('is logged in while sessionExpiration lies in the future', () => {
    setCookie('sessionExpiration', String(Date.now() + 60_000));
    setCookie('user_email', 'ana%40example.com');
    expect(getSessionState()).toMatchObject({ loggedIn: true, email: 'ana@example.com' });
  });

  it('clearSession forgets the readable cookies', () => {
    setCookie('sessionExpiration', String(Date.now() + 60_000));
    setCookie('user_email', 'ana%40example.com');
    clearSession();
    expect(document.cookie).toBe('');
    expect(getSessionState().loggedIn).toBe(false);
  });

  it('expireSessionIfPast clears a session whose time has passed', () => {
    const expiresAt = Date.now() + 60_000;
    setCookie('sessionExpiration', String(expiresAt));
    expect(expireSessionIfPast(expiresAt - 1)).toBe(false);
    expect(document.cookie).toContain('sessionExpiration');
    expect(expireSessionIfPast(expiresAt)).toBe(true);
    expect(document.cookie).toBe('');
  });

  it('expireSessionIfPast does nothing without the cookie', () => {
    expect(expireSessionIfPast()).toBe(false);
  });
});
