import { describe, expect, it } from 'vitest';
import { xsrfMatches, xsrfTokenFor } from './cookies';

describe('xsrfMatches', () => {
  const token = 'session-token';
  const xsrf = xsrfTokenFor(token);

  it('accepts the cookie and header derived from the session token', () => {
    expect(xsrfMatches(token, xsrf, xsrf)).toBe(true);
  });

  it('refuses a missing or different header, and a planted pair that fits another session', () => {
    expect(xsrfMatches(token, xsrf, undefined)).toBe(false);
    expect(xsrfMatches(token, xsrf, `${xsrf}x`)).toBe(false);
    expect(xsrfMatches(token, 'plantado', 'plantado')).toBe(false);
    expect(xsrfMatches('otra-sesion', xsrf, xsrf)).toBe(false);
  });
});
