import { AppError } from '../../errors';

/** What keeps a library's public page (and its owner's card) from showing. */
export interface Availability {
  hiddenAt: Date | null;
  suspendedAt: Date | null;
  disabledAt: Date | null;
}

/**
 * Refuses a library that cannot be shown with the words of what happened (see
 * docs/product/trust-and-moderation.md#moderation-actions): its owner deleted the account
 * (LIB-007), a moderator hid the library (LIB-005: it stays hidden after a reinstatement, so it
 * wins over the suspension), or suspended its owner (LIB-006).
 */
export function refuseUnavailable({ hiddenAt, suspendedAt, disabledAt }: Availability): void {
  if (disabledAt) throw AppError.of('libraryOwnerDeleted');
  if (hiddenAt) throw AppError.of('libraryHidden');
  if (suspendedAt) throw AppError.of('libraryOwnerSuspended');
}
