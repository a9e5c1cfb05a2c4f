import { describe, expect, it } from 'vitest';
import { scrubMessage, serializeError } from './log-errors';

describe('serializeError', () => {
  it('keeps what a developer needs and drops the values a client sent', () => {
    const pgError = Object.assign(
      new Error('invalid byte sequence for encoding "UTF8": 0x00 in "Ana\u0000Perez"'),
      {
        code: '22021',
        severity: 'ERROR',
        table: 'user_profiles',
        detail: 'Failing row contains (Ana Perez, +54 351 555-0101).',
        where: "unnamed portal parameter $1 = '...'",
      },
    );
    const wrapped = new Error(
      'Failed query: insert into "user_profiles" values ($1, $2)\nparams: Ana Perez,+54 351 555-0101',
      { cause: pgError },
    );
    const logged = serializeError(wrapped);
    const text = JSON.stringify(logged);
    expect(text).not.toContain('Ana');
    expect(text).not.toContain('555-0101');
    expect(logged.message).toBe('Failed query: insert into "…" values ($1, $2)');
    expect(logged.cause).toMatchObject({
      code: '22021',
      severity: 'ERROR',
      table: 'user_profiles',
      message: 'invalid byte sequence for encoding "…": 0x00 in "…"',
    });
    expect(logged.cause).not.toHaveProperty('detail');
    expect(logged.stack).toMatch(
      /^Error: Failed query: insert into "…" values \(\$1, \$2\)\n\s+at /,
    );
  });

  it('drops the quoted body of a JSON syntax error', () => {
    expect(scrubMessage(`Unexpected token 'a', "ana@mail.com" is not valid JSON`)).toBe(
      `Unexpected token '…', "…" is not valid JSON`,
    );
  });
});
