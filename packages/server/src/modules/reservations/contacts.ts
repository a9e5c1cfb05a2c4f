import { eq, sql } from 'drizzle-orm';
import { uuidArray, type Database } from '../../db/client';
import { userProfiles, users } from '../../db/schema/index';
import type { Contact } from './mails';

/**
 * The contact of each of these users (null fields once an account is erased), by id. One text
 * whatever the count, prepared: it runs in every reservation request.
 */
export async function findContacts(db: Database, ids: string[]): Promise<Map<string, Contact>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      phone: userProfiles.phoneNumber,
      firstName: userProfiles.firstName,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(sql`${users.id} = any(${uuidArray([...new Set(ids)])})`)
    .prepare('find_contacts')
    .execute();
  return new Map(rows.map(({ id, ...contact }) => [id, contact]));
}

export const hasEmail = (contact: Contact | undefined): contact is Contact & { email: string } =>
  !!contact?.email;
