import { ARGENTINA } from '@mdc/shared';
import { loadConfig } from '../../packages/server/src/config';
import { openDatabase } from '../../packages/server/src/db/client';
import { userProfiles, users } from '../../packages/server/src/db/schema/index';
import { hashPassword } from '../../packages/server/src/modules/accounts/passwords';
import { MEMBER_ACCOUNT, OUTDATED_TERMS_ACCOUNT } from './seeded-accounts';

/**
 * Run with tsx before the server starts (the embedded database admits one process): migrates the
 * e2e database in DATA_DIR and adds the seeded accounts: a validated account that accepted an
 * older terms version (how a returning user meets the terms modal), and the login fixture's member.
 */
const database = await openDatabase(loadConfig());
try {
  await database.migrate();
  const now = new Date();
  for (const account of [OUTDATED_TERMS_ACCOUNT, MEMBER_ACCOUNT]) {
    const [row] = await database.db
      .insert(users)
      .values({
        username: account.user,
        email: account.email,
        passwordHash: await hashPassword(account.password),
        emailValidatedAt: now,
        tycAcceptedAt: now,
        tycVersion: account.termsVersion,
      })
      .returning({ id: users.id });
    await database.db.insert(userProfiles).values({
      userId: row!.id,
      firstName: account.firstName,
      lastName: account.lastName,
      phoneNumber: account.phoneNumber,
      country: ARGENTINA.name,
      countryId: ARGENTINA.id,
      region: 'Córdoba',
      regionId: '14',
      city: 'Capital',
      cityId: '14014',
    });
  }
} finally {
  await database.close();
}
