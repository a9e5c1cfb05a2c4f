import { ACCOUNT_MESSAGES } from '@mdc/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { unknownPlaceField } from '../geo/index';
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

/** 400 naming the field when the province or city id is not one of the lists' (geo). */
export async function assertKnownPlace(
  db: Database,
  place: { regionId?: string | null; cityId?: string | null },
): Promise<void> {
  const field = await unknownPlaceField(db, place);
  if (field) {
    const message =
      field === 'regionId' ? ACCOUNT_MESSAGES.regionIdInvalid : ACCOUNT_MESSAGES.cityIdInvalid;
    throw AppError.of('validation', message, field);
  }
}
