import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestAppWithMail } from '../../../test/app';
import { registrationPayload } from '../../../test/factories';
import { captureLogs } from '../../../test/log-capture';
import { queryRows } from '../../db/client';

const PASSWORD = 'Clave-Secreta-Única-987';
const NEW_PASSWORD = 'Otra-Clave-Nueva-654';
const WRONG_PASSWORD = 'Clave-Equivocada-321';

/**
 * Walks a user through every account call with recognisable passwords, then looks for those
 * passwords and the issued tokens where they must never be.
 */
describe('secrets stay secret', () => {
  const logs = captureLogs('trace');
  const suite = useTestAppWithMail({}, { logger: logs.logger });
  const responses: LightMyRequestResponse[] = [];
  const tokens: string[] = [];

  beforeAll(async () => {
    const call = async (options: InjectOptions) => {
      const res = await suite.app.inject(options);
      responses.push(res);
      return res;
    };
    const payload = registrationPayload({ password: PASSWORD, confirmPassword: PASSWORD });
    const login = (password: string) =>
      call({
        method: 'POST',
        url: '/api/login',
        payload: { user: payload.user, email: null, password, keepSession: true },
      });

    await call({ method: 'POST', url: '/api/user', payload });
    await call({ method: 'POST', url: '/api/user', payload: { ...payload, confirmPassword: 'x' } });
    const validation = new URL(
      (await suite.smtp.waitForMail(payload.email)).links[0]!,
    ).searchParams.get('id')!;
    tokens.push(validation);
    await call({ method: 'GET', url: `/api/user/confirm?validationToken=${validation}` });
    await login(WRONG_PASSWORD);
    const session = await login(PASSWORD);
    tokens.push(session.json().token);
    await call({
      method: 'PATCH',
      url: '/api/user',
      headers: { authorization: `Bearer ${session.json().token}` },
      payload: { password: PASSWORD, firstName: 'Segura' },
    });
    await call({ method: 'GET', url: `/api/user/recover?email=${payload.email}` });
    const reset = new URL((await suite.smtp.waitForMail(payload.email)).links[0]!).searchParams.get(
      'token',
    )!;
    tokens.push(reset);
    await call({
      method: 'POST',
      url: '/api/user/recover',
      payload: { token: reset, password: NEW_PASSWORD },
    });
    await call({
      method: 'POST',
      url: '/api/user/delete',
      payload: { email: payload.email, password: NEW_PASSWORD },
    });
    await suite.smtp.waitForMail(payload.email);
    await suite.app.mailDelivery.deliverDue();
  });

  const passwords = [PASSWORD, NEW_PASSWORD, WRONG_PASSWORD];

  it('no log line holds a password', () => {
    expect(logs.lines.length).toBeGreaterThan(10);
    for (const password of passwords) expect(logs.text()).not.toContain(password);
  });

  it('no response body or cookie holds a password', () => {
    for (const res of responses) {
      for (const password of passwords) {
        expect(res.body).not.toContain(password);
        expect(JSON.stringify(res.headers)).not.toContain(password);
        for (const cookie of res.cookies) expect(cookie.value).not.toContain(password);
      }
    }
  });

  it('no mail holds a password', () => {
    for (const mail of suite.smtp.mails) {
      for (const password of passwords) expect(mail.text + mail.html).not.toContain(password);
    }
  });

  it('the database holds no plaintext password or token (sent mail keeps no link)', async () => {
    const tables = [
      'users',
      'user_profiles',
      'sessions',
      'account_tokens',
      'login_failures',
      'mail_outbox',
    ];
    const dump = (
      await Promise.all(
        tables.map((table) =>
          queryRows<{ row: string }>(
            suite.app.db,
            sql.raw(`select row_to_json(t)::text as row from ${table} t`),
          ),
        ),
      )
    )
      .flat()
      .map((r) => r.row)
      .join('\n');
    expect(dump).toContain('$argon2id$');
    for (const secret of [...passwords, ...tokens]) expect(dump).not.toContain(secret);
  });
});
