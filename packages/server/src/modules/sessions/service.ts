import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema/index';
import { createSecretToken, hashSecretToken } from '../../lib/secret-token';
import { sessionsNeeds } from './needs';

/**
 * Sessions: opaque tokens, stored hashed, with a sliding lifetime
 * (docs/product/accounts-and-sessions.md#sessions).
 */

const HOUR_MS = 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = { keep: 90 * 24 * HOUR_MS, short: HOUR_MS } as const;
/** However active, a session ends this long after login: a stolen token does not live forever. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 180 * 24 * HOUR_MS;

const lifetimeOf = (keepSession: boolean) =>
  keepSession ? SESSION_LIFETIME_MS.keep : SESSION_LIFETIME_MS.short;

/** The user a valid session belongs to, as routes see it. */
export interface SessionUser {
  id: string;
  username: string;
  email: string;
}

export interface ActiveSession {
  id: string;
  keepSession: boolean;
  expiresAt: Date;
  /** True when this request moved the expiry forward (the cookies must follow). */
  extended: boolean;
}

export async function createSession(
  db: Database,
  userId: string,
  keepSession: boolean,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = createSecretToken();
  const expiresAt = new Date(now.getTime() + lifetimeOf(keepSession));
  await db.insert(sessions).values({
    userId,
    tokenHash: hashSecretToken(token),
    keepSession,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/** The session of a token with its live account (`account`, read through accounts' view). */
const prepareSessionQuery = (db: Database) =>
  db
    .select({
      id: sessions.id,
      keepSession: sessions.keepSession,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      userId: sessions.userId,
      username: sql<string | null>`account.username`,
      email: sql<string | null>`account.email`,
      suspended: sql<boolean>`account.suspended_at is not null`,
    })
    .from(sessions)
    .innerJoin(
      sql`${sessionsNeeds.get().accounts('account')}`,
      sql`account.id = ${sessions.userId}`,
    )
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        sql`account.disabled_at is null`,
      ),
    )
    .prepare('find_session');

/**
 * The session lookup runs before every authenticated request: built once per database and
 * prepared, so PostgreSQL plans it once per connection.
 */
const sessionQueries = new WeakMap<Database, ReturnType<typeof prepareSessionQuery>>();
function sessionQuery(db: Database) {
  let query = sessionQueries.get(db);
  if (!query) sessionQueries.set(db, (query = prepareSessionQuery(db)));
  return query;
}

/** The session of an account suspended since its login: it is ended and the request refused. */
export interface SuspendedSession {
  suspended: { sessionId: string };
}

/**
 * The session and user of a token, or null when it is unknown, expired or its user is disabled;
 * `suspended` when a moderator suspended its account since (the caller ends it, saying why).
 * Activity in the second half of the lifetime extends the session by one whole lifetime, never
 * past SESSION_ABSOLUTE_LIFETIME_MS after it was created.
 */
export async function findSession(
  db: Database,
  token: string,
  now: Date,
): Promise<{ session: ActiveSession; user: SessionUser } | SuspendedSession | null> {
  const [row] = await sessionQuery(db).execute({
    tokenHash: hashSecretToken(token),
    now: now.toISOString(),
  });
  if (!row || row.username === null || row.email === null) return null;
  if (row.suspended) return { suspended: { sessionId: row.id } };

  const lifetime = lifetimeOf(row.keepSession);
  let expiresAt = row.expiresAt;
  let extended = false;
  const endOfLife = row.createdAt.getTime() + SESSION_ABSOLUTE_LIFETIME_MS;
  const slid = Math.min(now.getTime() + lifetime, endOfLife);
  if (expiresAt.getTime() - now.getTime() < lifetime / 2 && slid > expiresAt.getTime()) {
    expiresAt = new Date(slid);
    // The condition keeps two concurrent requests from both writing.
    const updated = await db
      .update(sessions)
      .set({ expiresAt })
      .where(and(eq(sessions.id, row.id), lt(sessions.expiresAt, expiresAt)))
      .returning({ id: sessions.id });
    extended = updated.length > 0;
  }
  return {
    session: { id: row.id, keepSession: row.keepSession, expiresAt, extended },
    user: { id: row.userId, username: row.username, email: row.email },
  };
}

export async function endSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user (password reset, account deletion). */
export async function endUserSessions(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  return deleted.length;
}
