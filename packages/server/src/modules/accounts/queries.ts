import { TERMS_VERSION, type UserProfile } from '@mdc/shared';
import { eq, isNull, sql } from 'drizzle-orm';
import { sqlArray, type Database } from '../../db/client';
import { userProfiles, users } from '../../db/schema/index';

/**
 * Condition for "the account is live". Deleted accounts keep their row (disabledAt set) until the
 * purge job erases their data; search and library listings must filter with this.
 */
export const activeUser = isNull(users.disabledAt);

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

export async function findUserByUsername(
  db: Database,
  username: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return row;
}

export const hasCurrentConsent = (user: Pick<UserRow, 'tycAcceptedAt' | 'tycVersion'>) =>
  user.tycAcceptedAt !== null && user.tycVersion === TERMS_VERSION;

export async function getProfile(db: Database, userId: string): Promise<UserProfile | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const { users: user, user_profiles: profile } = row;
  return {
    user: user.username ?? '',
    email: user.email ?? '',
    firstName: profile.firstName,
    lastName: profile.lastName,
    phoneNumber: profile.phoneNumber,
    country: profile.country,
    countryId: profile.countryId,
    region: profile.region,
    regionId: profile.regionId,
    city: profile.city,
    cityId: profile.cityId,
    moderator: user.role === 'moderator',
    tycAccepted: hasCurrentConsent(user),
    pendingEmail: user.pendingEmail,
    alertDigest: user.alertDigest,
  };
}

/** Which unique index a failed insert or update hit: 'user', 'email' or none of ours. */
export function uniqueViolationField(err: unknown): 'user' | 'email' | undefined {
  for (let cause = err; cause && typeof cause === 'object'; cause = (cause as Error).cause) {
    const { code, constraint } = cause as { code?: string; constraint?: string };
    if (code === '23505') {
      if (constraint === 'users_username_lower_key') return 'user';
      if (constraint === 'users_email_lower_key') return 'email';
    }
  }
  return undefined;
}

/** Live accounts' ids by user name (any case), keyed by the name as the account spells it. */
export async function findUserIdsByName(
  db: Database,
  names: readonly string[],
): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      sql`lower(${users.username}) in (select lower(name) from unnest(${sqlArray(
        [...names],
        'text',
      )}) as name) and ${activeUser}`,
    );
  return new Map(rows.flatMap((row) => (row.username ? [[row.username, row.id]] : [])));
}

/** The georef id of the city a member's profile names; null when it names none. */
export async function findProfileCityId(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ cityId: userProfiles.cityId })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return row?.cityId ?? null;
}
