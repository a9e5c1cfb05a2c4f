/**
 * Names the server and the browser must agree on (docs/product/accounts-and-sessions.md#sessions).
 * `auth_token` is HttpOnly; the browser reads `sessionExpiration` (ms) and `user_email` to know
 * it is logged in, and copies `XSRF-TOKEN` into the `X-XSRF-TOKEN` header on writes.
 */
export const SESSION_COOKIES = {
  token: 'auth_token',
  expiration: 'sessionExpiration',
  email: 'user_email',
  xsrf: 'XSRF-TOKEN',
} as const;

export const HTTP_HEADERS = {
  /** Double-submit copy of the `XSRF-TOKEN` cookie on cookie-authenticated writes. */
  xsrf: 'X-XSRF-TOKEN',
  /** A solved bot-check challenge (see bot-check.ts). */
  botCheck: 'R-Token',
} as const;

/** Local-storage key of the URL a guest wanted before being sent to log in. */
export const REDIRECT_AFTER_LOGIN_KEY = 'redirectAfterLogin';
