import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError } from '../../errors';
import { currentUser } from '../sessions/index';

/**
 * The `moderator` role: granted and withdrawn only from the command line
 * (`npm run moderator -- add <user>`, cli.ts), never through the API.
 */

/** A preHandler after `app.requireUser`: 403 (MOD-403) unless the user is a moderator. */
export async function requireModerator(request: FastifyRequest): Promise<void> {
  const [row] = await request.server.db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, currentUser(request).id));
  if (row?.role !== 'moderator') throw AppError.of('moderatorsOnly');
}

/** Sets the role of the live account `username` (any case); false when there is none. */
export async function setRole(
  db: Database,
  username: string,
  role: 'member' | 'moderator',
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ role })
    .where(sql`lower(${users.username}) = lower(${username}) and ${users.disabledAt} is null`)
    .returning({ id: users.id });
  return updated.length > 0;
}

/** The moderators' user names, in order. */
export async function listModerators(db: Database): Promise<string[]> {
  const rows = await db
    .select({ user: users.username })
    .from(users)
    .where(eq(users.role, 'moderator'))
    .orderBy(users.username);
  return rows.flatMap((row) => (row.user ? [row.user] : []));
}
