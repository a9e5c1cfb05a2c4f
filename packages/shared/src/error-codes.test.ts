import { describe, expect, it } from 'vitest';
import { ERRORS } from './error-codes';

/**
 * A code and its status agree: a code whose number reads as an HTTP status
 * (100–599) is sent with that status; the others number a family's refusals 001–099.
 */
describe('the error catalog', () => {
  const entries = Object.entries(ERRORS);

  it.each(entries)('%s: its code and its status agree', (_key, { code, status }) => {
    const match = /^[A-Z]+-(\d{3})$/.exec(code);
    expect(match, code).not.toBeNull();
    const number = Number(match![1]);
    if (number >= 100) expect(number, code).toBe(status);
    else expect(number, code).toBeGreaterThan(0);
    expect(status >= 200 && status <= 599, `${code} ${status}`).toBe(true);
  });

  it('gives every code to one answer only', () => {
    const codes = entries.map(([, { code }]) => code);
    expect(codes.length).toBe(new Set(codes).size);
  });
});
