import { sql } from 'drizzle-orm';
import { queryPreparedRows, uuidArray, type Database } from '../../db/client';
import { userProfiles, users } from '../../db/schema/index';
import type { Contact } from './mails';

/**
 * A reservation party's contact (`Contact`) as a JSON object, from a user row `user` and its
 * profile `profile` (left-joined): the one list of its fields, for every query that reads one.
 */
export const contactOf = (user: string, profile: string) =>
  sql.raw(`json_build_object('username', ${user}.username, 'email', ${user}.email,
    'phone', ${profile}.phone_number, 'firstName', ${profile}.first_name)`);

/**
 * The contact of each of these users (null fields once an account is erased), by id. One text
 * whatever the count, prepared: it runs whenever reservations are cancelled.
 */
export async function findContacts(db: Database, ids: string[]): Promise<Map<string, Contact>> {
  if (!ids.length) return new Map();
  const rows = await queryPreparedRows<{ id: string; contact: Contact }>(
    db,
    'find_contacts',
    sql`select u.id, ${contactOf('u', 'p')} as contact
        from ${users} u left join ${userProfiles} p on p.user_id = u.id
        where u.id = any(${uuidArray([...new Set(ids)])})`,
  );
  return new Map(rows.map((row) => [row.id, row.contact]));
}

export const hasEmail = (contact: Contact | undefined): contact is Contact & { email: string } =>
  !!contact?.email;
