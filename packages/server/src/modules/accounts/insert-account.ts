import { TERMS_VERSION } from '@mdc/shared';
import type { Database } from '../../db/client';
import { userProfiles, users } from '../../db/schema/index';

/** The profile's columns: who the person is and where (registration's fields). */
export type AccountProfile = Omit<typeof userProfiles.$inferInsert, 'userId'>;

export interface NewAccount extends AccountProfile {
  user: string;
  /** Stored as given: registration's schema has lower-cased it already. */
  email: string;
  passwordHash: string;
  now: Date;
  /** false: the e-mail waits for its validation link (registration); default true. */
  validated?: boolean;
  /** The terms version accepted at `now`; default the current one, null none. */
  termsVersion?: string | null;
  role?: 'member' | 'moderator';
}

/**
 * Writes an account and its profile: registration's, and the validated accounts the test
 * factories, the demo and the e2e seed make without the mailed link. Run it in a transaction
 * (registration adds its token and mail to the same one); answers the account's id.
 */
export async function insertAccount(tx: Database, account: NewAccount): Promise<string> {
  const {
    user,
    email,
    passwordHash,
    now,
    validated = true,
    termsVersion = TERMS_VERSION,
  } = account;
  const [row] = await tx
    .insert(users)
    .values({
      username: user,
      email,
      passwordHash,
      emailValidatedAt: validated ? now : null,
      tycAcceptedAt: termsVersion === null ? null : now,
      tycVersion: termsVersion,
      createdAt: now,
      updatedAt: now,
      role: account.role,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned nothing');
  await tx.insert(userProfiles).values({
    userId: row.id,
    firstName: account.firstName,
    lastName: account.lastName,
    phoneNumber: account.phoneNumber,
    country: account.country,
    countryId: account.countryId,
    region: account.region,
    regionId: account.regionId,
    city: account.city,
    cityId: account.cityId,
  });
  return row.id;
}
