import { ERRORS, REPORT_MESSAGES } from '@mdc/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, testConfig } from '../../../test/app';
import { createUser, loginAs, type TestUser } from '../../../test/factories';
import { expectError } from '../../../test/error-answer';
import { injectApi } from '../../../test/inject-api';
import { createTestClock } from '../../../test/test-clock';

/**
 * The reports' daily cap (docs/product/trust-and-moderation.md#reports): past
 * REPORTS_PER_DAY new reports in 24 h, a member is refused in Spanish, told until when in
 * Argentina's time. Set to 3 here (the per-minute limit of 10 would stop the default 20 first).
 */

const HOUR_MS = 60 * 60 * 1000;
// 17:30 UTC is 14:30 in Argentina.
const clock = createTestClock(new Date('2026-11-28T17:30:00Z'));
const suite = useTestApp({ reportsPerDay: 3 }, { clock: clock.now });
let reporter: TestUser;
const reported: string[] = [];

beforeAll(async () => {
  reporter = await createUser(suite.app, { user: 'dora_denuncia' });
  for (const user of ['uno_raro', 'dos_raro', 'tres_raro', 'cuatro_raro', 'cinco_raro']) {
    reported.push((await createUser(suite.app, { user })).user);
  }
});

const report = async (user: string) =>
  injectApi(suite.app, 'POST', '/report', (await loginAs(suite.app, reporter)).bearerHeaders, {
    user,
    reason: 'abuse',
    details: '',
  });

describe('the daily cap of reports', () => {
  it('is 20 a day unless configured', () => {
    expect(testConfig().reportsPerDay).toBe(20);
  });

  it('refuses the report past the cap, saying when it lifts, until 24 h after the first', async () => {
    for (const user of reported.slice(0, 3)) {
      expect((await report(user)).statusCode).toBe(201);
      clock.advance(HOUR_MS);
    }
    // A repeat of an open report still changes nothing, and is not refused.
    expect((await report(reported[0]!)).statusCode).toBe(201);
    const refused = await report(reported[3]!);
    expectError(refused, 429, {
      code: ERRORS.reportDailyLimit.code,
      message: REPORT_MESSAGES.dailyLimit(3, '29/11 a las 14:30'),
    });
    expect(refused.json().message).toBe(
      'Llegaste al límite de 3 denuncias por día: podés volver a denunciar desde el 29/11 a las 14:30.',
    );
    expect(refused.headers['retry-after']).toBe(String(21 * 60 * 60));
    clock.advance(21 * HOUR_MS - 60_000);
    expect((await report(reported[3]!)).statusCode).toBe(429);
    clock.advance(60_000);
    expect((await report(reported[3]!)).statusCode).toBe(201);
    // The second report of the day before leaves the 24 h only an hour later.
    expect((await report(reported[4]!)).statusCode).toBe(429);
  });
});
