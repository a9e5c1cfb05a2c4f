import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestAppWithMail } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { testDriver } from '../../../test/postgres-url';

/**
 * Recover and resend answer before any work that depends on the address (a known
 * address answered ~2 ms later). Shown on PostgreSQL, where another connection can hold the
 * account's row: the answer comes while the row is locked, the mail once it is free.
 */
describe.runIf(testDriver() === 'postgres')('mail requests answer first', () => {
  const suite = useTestAppWithMail();

  it.each([
    ['recover', (email: string) => `/api/user/recover?${new URLSearchParams({ email })}`, true],
    ['resend', (email: string) => `/api/user/resend/${encodeURIComponent(email)}`, false],
  ])('%s answers while the account is locked, and mails after', async (_, url, validated) => {
    const user = await createUser(suite.app, { validated });
    await suite.app.db.transaction(async (tx) => {
      // The account's link needs this row (a foreign key): its work waits for the lock.
      await tx.execute(sql`select 1 from users where id = ${user.id} for update`);
      const answer = await suite.app.inject({ method: 'GET', url: url(user.email) });
      expect(answer.statusCode).toBe(200);
      expect(suite.smtp.mails.some((mail) => mail.to.includes(user.email))).toBe(false);
    });
    expect((await suite.smtp.waitForMail(user.email)).to).toContain(user.email);
  });
});
