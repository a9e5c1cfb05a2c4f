import type { RegistrationPayload } from '@mdc/shared';

/** The location part of the registration and profile forms. */
export type LocationValues = Pick<
  RegistrationPayload,
  'country' | 'countryId' | 'region' | 'regionId' | 'city' | 'cityId'
>;
