import type { MemberPlace, UserProfile } from '@mdc/shared';
import { aProfile } from '@mdc/shared/testing';

/**
 * A complete profile as GET /api/user answers it (the profile page, the buyer of a search), with
 * no meeting points yet.
 */
export const ANA: UserProfile & { places: MemberPlace[] } = {
  ...aProfile(),
  tycAccepted: true,
  pendingEmail: null,
  moderator: false,
  alertDigest: 'daily',
  places: [],
};
