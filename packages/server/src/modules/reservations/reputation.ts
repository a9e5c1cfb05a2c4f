import type { Reputation } from '@mdc/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { anyOf, sqlArray, type Database } from '../../db/client';
import { userReputation } from '../../db/schema/index';
import { accountsView } from '../accounts/index';

/**
 * Reputation without escrow: what each account did as a trading party, counted by the
 * transaction that changes the reservation (a delivery, a cancellation, an expiry), so it is
 * always current and no job recounts it. Public: counts, user name and month of joining; never
 * a contact.
 */

type Count = 'deliveries' | 'purchases' | 'cancellations' | 'expirations';
const COLUMN: Record<Count, string> = {
  deliveries: 'deliveries',
  purchases: 'purchases',
  cancellations: 'cancellations',
  expirations: 'expirations',
};

/** Adds one to `count` of each user id, once per time it is listed. */
export async function addToReputation(db: Database, count: Count, userIds: string[]) {
  const times = new Map<string, number>();
  for (const id of userIds) times.set(id, (times.get(id) ?? 0) + 1);
  if (!times.size) return;
  await db
    .insert(userReputation)
    .values([...times].map(([userId, n]) => ({ userId, [count]: n })))
    .onConflictDoUpdate({
      target: userReputation.userId,
      set: { [count]: sql`${userReputation[count]} + excluded.${sql.raw(COLUMN[count])}` },
    });
}

type Counts = Record<Count, number | null>;

/** The month an account was made, as the reputation says it: '2025-03'. */
export const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/** The columns a query selects to build a reputation (left join of user_reputation on users). */
export const reputationColumns = {
  deliveries: userReputation.deliveries,
  purchases: userReputation.purchases,
  cancellations: userReputation.cancellations,
  expirations: userReputation.expirations,
};

/** A reputation from those columns (null: no row, all zero) and the account's creation. */
export function reputationOf(counts: Counts, createdAt: Date): Omit<Reputation, 'user'> {
  return {
    deliveries: counts.deliveries ?? 0,
    purchases: counts.purchases ?? 0,
    cancellations: counts.cancellations ?? 0,
    expirations: counts.expirations ?? 0,
    memberSince: monthOf(createdAt),
  };
}

/** The reputations of these users, by id (one query). */
export async function findReputations(
  db: Database,
  userIds: string[],
): Promise<Map<string, Omit<Reputation, 'user'>>> {
  if (!userIds.length) return new Map();
  const account = accountsView('account');
  const rows = await db
    .select({ id: account.id, createdAt: account.createdAt, ...reputationColumns })
    .from(account)
    .leftJoin(userReputation, eq(userReputation.userId, account.id))
    .where(anyOf(account.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.id, reputationOf(row, row.createdAt)]));
}

/**
 * The reputations of these user names (any case, as `users_username_lower_key` compares them),
 * in one query; names of no account or of a disabled one are left out. For the sellers a
 * member's search shows.
 */
export async function findReputationsByName(db: Database, names: string[]): Promise<Reputation[]> {
  if (!names.length) return [];
  const account = accountsView('account');
  const rows = await db
    .select({ user: account.username, createdAt: account.createdAt, ...reputationColumns })
    .from(account)
    .leftJoin(userReputation, eq(userReputation.userId, account.id))
    .where(
      and(
        sql`lower(${account.username}) in (select lower(name)
          from unnest(${sqlArray(names, 'text')}) as name)`,
        isNull(account.disabledAt),
      ),
    );
  return rows.flatMap((row) =>
    row.user ? [{ user: row.user, ...reputationOf(row, row.createdAt) }] : [],
  );
}

/** An account's reputation by its user name (any case); null for none or a disabled one. */
export async function findReputation(db: Database, username: string): Promise<Reputation | null> {
  const account = accountsView('account');
  const [row] = await db
    .select({
      user: account.username,
      createdAt: account.createdAt,
      disabledAt: account.disabledAt,
      ...reputationColumns,
    })
    .from(account)
    .leftJoin(userReputation, eq(userReputation.userId, account.id))
    .where(sql`lower(${account.username}) = lower(${username})`);
  if (!row?.user || row.disabledAt) return null;
  return { user: row.user, ...reputationOf(row, row.createdAt) };
}
