import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { createUser, loginAs } from '../test/factories';
import { captureLogs } from '../test/log-capture';

/** Error logs carry no request body and no submitted value. */
describe('error logs', () => {
  const logs = captureLogs('trace');
  const suite = useTestApp({}, { logger: logs.logger });

  it('a value PostgreSQL cannot store is a 400, and no log line holds it', async () => {
    const session = await loginAs(suite.app, await createUser(suite.app));
    const res = await suite.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: session.bearerHeaders,
      payload: { firstName: 'Ana\u0000Secreta', lastName: 'Pérez\u0000Oculta' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: expect.stringMatching(/^VAL-(400|003)$/) });
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
    suite.app.log.error({ err: error }, 'unexpected error');
    const line = logs.lines.at(-1)!;
    expect(line).not.toContain('secreta');
    expect(JSON.parse(line)).toMatchObject({
      level: 50,
      err: { cause: { code: '23505', constraint: 'users_email_lower_key' } },
    });
  });
});

/**
 * A client that drops in the middle of an upload is logged as what it is, at
 * info: not as a 'database unavailable' warning that anyone could fill the log with.
 */
describe('a client that drops in the middle of its body', () => {
  const logs = captureLogs('info');
  const suite = useTestApp({}, { listen: true, logger: logs.logger });
  const entries = () => logs.lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  it('is logged at info as a client abort, and nothing of it at warn', async () => {
    const socket = net.connect(suite.port, '127.0.0.1');
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        `Content-Length: 100000\r\n\r\n{"email":"${'a'.repeat(1000)}`,
    );
    await expect.poll(() => logs.text()).toContain('"url":"/api/login"');
    socket.destroy();

    const abort = () => entries().find((entry) => entry.msg === 'client aborted the request');
    await expect.poll(abort).toMatchObject({ level: 30, err: { message: 'aborted' } });
    expect(entries().filter((entry) => entry.reqId && Number(entry.level) >= 40)).toEqual([]);
  });
});
