import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { anyOf, type Database } from '../../db/client';
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
  const u = alias(users, 'u');
  const p = alias(userProfiles, 'p');
  const rows = await db
    .select({ id: u.id, contact: sql<Contact>`${contactOf('u', 'p')}` })
    .from(u)
    .leftJoin(p, eq(p.userId, u.id))
    .where(anyOf(u.id, [...new Set(ids)]))
    .prepare('find_contacts')
    .execute();
  return new Map(rows.map((row) => [row.id, row.contact]));
}

export const hasEmail = (contact: Contact | undefined): contact is Contact & { email: string } =>
  !!contact?.email;
