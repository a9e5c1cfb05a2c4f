import { sql } from 'drizzle-orm';
import { anyOf, type Database } from '../../db/client';
import { accountsView } from '../accounts/index';
import type { Contact } from './mails';

/**
 * A reservation party's contact (`Contact`) as a JSON object, from the account `account` (named
 * so in the query, accounts' `accountsView`): the one list of its fields, for every query that
 * reads one.
 */
export const contactOf = (account: string) =>
  sql.raw(`json_build_object('username', ${account}.username, 'email', ${account}.email,
    'phone', ${account}.phone_number, 'firstName', ${account}.first_name)`);

/**
 * The contact of each of these users (null fields once an account is erased), by id. One text
 * whatever the count, prepared: it runs whenever reservations are cancelled.
 */
export async function findContacts(db: Database, ids: string[]): Promise<Map<string, Contact>> {
  if (!ids.length) return new Map();
  const u = accountsView('u');
  const rows = await db
    .select({ id: u.id, contact: sql<Contact>`${contactOf('u')}` })
    .from(u)
    .where(anyOf(u.id, [...new Set(ids)]))
    .prepare('find_contacts')
    .execute();
  return new Map(rows.map((row) => [row.id, row.contact]));
}

export const hasEmail = (contact: Contact | undefined): contact is Contact & { email: string } =>
  !!contact?.email;
