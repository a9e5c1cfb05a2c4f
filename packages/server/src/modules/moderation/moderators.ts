import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { findRole } from '../accounts/index';
import { currentUser } from '../sessions/index';

/**
 * The `moderator` role: granted and withdrawn only from the command line
 * (`npm run moderator -- add <user>`, cli.ts, through accounts' `setRole`), never through the API.
 */

/** A preHandler after `app.requireUser`: 403 (MOD-403) unless the user is a moderator. */
export async function requireModerator(request: FastifyRequest): Promise<void> {
  const role = await findRole(request.server.db, currentUser(request).id);
  if (role !== 'moderator') throw AppError.of('moderatorsOnly');
}
