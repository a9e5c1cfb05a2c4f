import { profileUpdateSchema, type ProfileUpdate, type UserProfile } from '@mdc/shared';
import type { z } from 'zod';

/** Profile edits validate like registration: every field required (the PATCH schema is partial). */
export const profileFormSchema = profileUpdateSchema.required().omit({ tycAccepted: true });
export type ProfileFormValues = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

const LOCATION_KEYS = ['country', 'countryId', 'region', 'regionId', 'city', 'cityId'] as const;

export function toProfileFormValues(profile: UserProfile): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    user: profile.user,
    email: profile.email,
    phoneNumber: profile.phoneNumber,
    country: profile.country,
    countryId: profile.countryId as ProfileFormValues['countryId'],
    region: profile.region,
    regionId: profile.regionId,
    city: profile.city,
    cityId: profile.cityId,
    alertDigest: profile.alertDigest,
  };
}

/**
 * The PATCH body: only what changed, so an untouched e-mail is never re-sent; the location
 * travels whole because its names and ids belong together.
 */
export function profileChanges(before: ProfileFormValues, after: ProfileFormOutput): ProfileUpdate {
  const changed = (Object.keys(after) as (keyof ProfileFormOutput)[]).filter(
    (key) => after[key] !== before[key],
  );
  const keys = changed.some((key) => (LOCATION_KEYS as readonly string[]).includes(key))
    ? [...new Set([...changed, ...LOCATION_KEYS])]
    : changed;
  return Object.fromEntries(keys.map((key) => [key, after[key]])) as ProfileUpdate;
}
