import type { UserProfile } from '@mdc/shared';
import { aProfile } from '@mdc/shared/testing';

/** A complete profile as GET /api/user answers it (the profile page, the buyer of a search). */
export const ANA: UserProfile = {
  ...aProfile(),
  tycAccepted: true,
  pendingEmail: null,
  moderator: false,
  alertDigest: 'daily',
};
