import { ACCOUNT_MESSAGES } from '@mdc/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { placeFromLists, type Place } from '../geo/index';
import { findUserByEmail, findUserByUsername, uniqueViolationField } from './queries';

/**
 * User names and e-mails are unique whatever their case (unique indexes on lower()). Checked
 * first for a clear answer; the index still decides when two requests race.
 */
export async function assertIdentityAvailable(
  db: Database,
  wanted: { username?: string; email?: string },
  exceptUserId?: string,
): Promise<void> {
  if (wanted.username) {
    const owner = await findUserByUsername(db, wanted.username);
    if (owner && owner.id !== exceptUserId) throw AppError.of('usernameTaken', undefined, 'user');
  }
  if (wanted.email) {
    const owner = await findUserByEmail(db, wanted.email);
    if (owner && owner.id !== exceptUserId) throw AppError.of('emailTaken', undefined, 'email');
  }
}

export function rethrowUniqueViolation(err: unknown): never {
  const field = uniqueViolationField(err);
  if (field === 'user') throw AppError.of('usernameTaken', undefined, 'user');
  if (field === 'email') throw AppError.of('emailTaken', undefined, 'email');
  throw err;
}

/**
 * The place to store: its names taken from the georef lists by id (geo/place-names.ts); a 400
 * naming the field when the province or city id is not on a list the server holds.
 */
export async function knownPlace(db: Database, typed: Place): Promise<Place> {
  const answer = await placeFromLists(db, typed);
  if ('place' in answer) return answer.place;
  const message =
    answer.unknown === 'regionId'
      ? ACCOUNT_MESSAGES.regionIdInvalid
      : ACCOUNT_MESSAGES.cityIdInvalid;
  throw AppError.of('validation', message, answer.unknown);
}
