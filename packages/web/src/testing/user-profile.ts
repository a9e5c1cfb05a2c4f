import type { UserProfile } from '@mdc/shared';

/** A complete profile as GET /api/user answers it (the profile page, the buyer of a search). */
export const ANA: UserProfile = {
  user: 'ana_c',
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Castro',
  phoneNumber: '+54 351 555-1234',
  country: 'Argentina',
  countryId: 1,
  region: 'Córdoba',
  regionId: '14',
  city: 'Río Cuarto',
  cityId: '14091',
  tycAccepted: true,
  pendingEmail: null,
  moderator: false,
};
