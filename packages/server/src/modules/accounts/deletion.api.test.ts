import { ACCOUNT_MESSAGES, ERRORS } from '@mdc/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestAppWithMail } from '../../../test/app';
import { login } from '../../../test/login';
import { createUser, loginAs } from '../../../test/factories';
import { createTestClock } from '../../../test/test-clock';
import { expectError } from '../../../test/error-answer';
import { createLibraryWithCards } from '../../../test/library-factory';
import { libraryCards, mailOutbox, userProfiles, users } from '../../db/schema/index';
import { runJobIfDue } from '../../jobs/runner';
import { purgeAccountsJob } from './jobs';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('account deletion', () => {
  const clock = createTestClock();

  const suite = useTestAppWithMail(
    { accountPurgeDays: 15 },
    {
      clock: clock.now,
    },
  );

  const remove = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    suite.app.inject({
      method: 'POST',
      url: '/api/user/delete',
      payload: body,
      headers,
      remoteAddress: '10.6.0.1',
    });

  it('disables the account at once: login refused, sessions ended, receipt mailed', async () => {
    const user = await createUser(suite.app);
    const session = await loginAs(suite.app, user, { keepSession: true });

    const res = await remove({ email: user.email, password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.deleteSuccess });
    expect((await suite.smtp.waitForMail(user.email)).subject).toContain('pedido de baja');

    const refused = await login(suite.app, { email: user.email, password: user.password });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'SEC-001' });
    expect(
      (await suite.app.inject({ method: 'GET', url: '/api/user', headers: session.bearerHeaders }))
        .statusCode,
    ).toBe(401);

    const [row] = await suite.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.disabledAt).toEqual(clock.now());
    // Asking again is harmless.
    expect((await remove({ email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('needs the right password, whoever asks', async () => {
    const owner = await createUser(suite.app);
    const other = await createUser(suite.app);
    const otherSession = await loginAs(suite.app, other);
    const wrong = await remove(
      { email: owner.email, password: 'incorrecta' },
      otherSession.cookieHeaders,
    );
    // The same answer for an address nobody has (each with its own request id).
    const { code, message } = ERRORS.invalidCredentials;
    expectError(wrong, 401, { code, message });
    expectError(await remove({ email: 'nadie@example.com', password: 'incorrecta' }), 401, {
      code,
      message,
    });
    expect(
      (await login(suite.app, { email: owner.email, password: owner.password })).statusCode,
    ).toBe(200);
  });

  it('validates the form with the spec messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: '', password: 'secreto123' }, ACCOUNT_MESSAGES.deleteEmailRequired],
      [{ email: 'mal', password: 'secreto123' }, ACCOUNT_MESSAGES.deleteEmailInvalid],
      [{ email: 'a@example.com', password: '' }, ACCOUNT_MESSAGES.deletePasswordRequired],
      [{ email: 'a@example.com', password: '123' }, ACCOUNT_MESSAGES.passwordMin],
    ];
    for (const [body, message] of cases) {
      const res = await remove(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
  });

  it('erases personal data once ACCOUNT_PURGE_DAYS have passed, not before', async () => {
    const user = await createUser(suite.app, { region: 'Córdoba', city: 'Río Cuarto' });
    const kept = await createUser(suite.app);
    // What the search shows of a seller is kept on each line of theirs: erased as well.
    const { libraryId } = await createLibraryWithCards(suite.app, user, {}, [
      { name: 'Carta Propia', set: 'XYZ', collectorNumber: '1', price: '1' },
    ]);
    const seller = () =>
      suite.app.db
        .select({ owner: libraryCards.offerOwner, user: libraryCards.offerSeller })
        .from(libraryCards)
        .where(eq(libraryCards.libraryId, libraryId));
    await remove({ email: user.email, password: user.password });
    await suite.smtp.waitForMail(user.email);
    const job = purgeAccountsJob(suite.app.config.accountPurgeDays);
    const mailTo = (email: string) =>
      suite.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    expect(await mailTo(user.email)).toHaveLength(1);

    clock.advance(14 * DAY_MS);
    expect(await runJobIfDue(suite.app.db, job, clock.now())).toEqual({
      ran: true,
      message: expect.stringMatching(/^purged \d+/),
    });
    let [row] = await suite.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe(user.email);

    clock.advance(DAY_MS + 1);
    const outcome = await runJobIfDue(suite.app.db, job, clock.now());
    expect(outcome.ran).toBe(true);
    [row] = await suite.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      username: null,
      email: null,
      passwordHash: null,
      purgedAt: clock.now(),
    });
    expect(
      await suite.app.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id)),
    ).toEqual([]);
    expect(await seller()).toEqual([
      {
        owner:
          ',"transactionTypes":["sale"],"transactionType":"sale","ownerCity":null,"ownerRegion":null',
        user: ',"ownerUser":null',
      },
    ]);
    expect(await mailTo(user.email)).toEqual([]);
    expect((await suite.app.db.select().from(users).where(eq(users.id, kept.id)))[0]!.email).toBe(
      kept.email,
    );
    // The address is free again.
    const again = await suite.app.inject({
      method: 'GET',
      url: `/api/user/recover?email=${encodeURIComponent(user.email)}`,
      remoteAddress: '10.6.0.3',
    });
    expect(again.statusCode).toBe(200);
  });

  it('runs the purge once when two runners race for it', async () => {
    const victims = await Promise.all([
      createUser(suite.app),
      createUser(suite.app),
      createUser(suite.app),
    ]);
    for (const victim of victims) await remove({ email: victim.email, password: victim.password });
    clock.advance(16 * DAY_MS);
    const job = purgeAccountsJob(suite.app.config.accountPurgeDays);

    // On PostgreSQL each runner gets its own pooled connection, as two instances would;
    // PGlite has one connection and serialises them.
    const outcomes = await Promise.all([
      runJobIfDue(suite.app.db, job, clock.now()),
      runJobIfDue(suite.app.db, job, clock.now()),
    ]);
    const ran = outcomes.filter((outcome) => outcome.ran);
    expect(ran).toEqual([{ ran: true, message: 'purged 3 account(s)' }]);
    expect(outcomes.find((outcome) => !outcome.ran)).toMatchObject({
      reason: expect.stringMatching(/locked|not-due/),
    });
  });
});
