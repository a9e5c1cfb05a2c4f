import { REDIRECT_AFTER_LOGIN_KEY } from '@mdc/shared';

/**
 * Where a guest wanted to go before the login guard sent them away
 * (docs/product/screens.md#login-guard), kept in local storage until the next login takes it.
 */
export function rememberRedirectAfterLogin(path: string): void {
  localStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, path);
}

/** The saved path, once; only a path of this site, so the value cannot send the user elsewhere. */
export function takeRedirectAfterLogin(fallback = '/search'): string {
  const saved = localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY);
  forgetRedirectAfterLogin();
  return saved?.startsWith('/') && !saved.startsWith('//') ? saved : fallback;
}

export function forgetRedirectAfterLogin(): void {
  localStorage.removeItem(REDIRECT_AFTER_LOGIN_KEY);
}
