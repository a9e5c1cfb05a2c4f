import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { createUser, loginAs } from '../test/factories';
import { captureLogs } from '../test/log-capture';

/** Error logs carry no request body and no submitted value (issue 8, item 3). */
describe('error logs', () => {
  const logs = captureLogs('trace');
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({}, { logger: logs.logger });
  });
  afterAll(() => app.close());

  it('a value PostgreSQL cannot store is a 400, and no log line holds it', async () => {
    const session = await loginAs(app, await createUser(app));
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: session.bearerHeaders,
      payload: { firstName: 'Ana\u0000Secreta', lastName: 'Pérez\u0000Oculta' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: expect.stringMatching(/^VAL-40\d$/) });
    expect(logs.text()).not.toMatch(/Secreta|Oculta/);
  });

  it("a database error logged at error level keeps its code and table, not the query's values", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'users_email_lower_key',
      detail: 'Key (lower(email))=(ana.secreta@example.com) already exists.',
    });
    const error = new Error(
      'Failed query: update "users" set "email" = $1\nparams: ana.secreta@example.com',
      { cause },
    );
    app.log.error({ err: error }, 'unexpected error');
    const line = logs.lines.at(-1)!;
    expect(line).not.toContain('secreta');
    expect(JSON.parse(line)).toMatchObject({
      level: 50,
      err: { cause: { code: '23505', constraint: 'users_email_lower_key' } },
    });
  });
});
