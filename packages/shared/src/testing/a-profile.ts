import { ARGENTINA } from '../accounts/constants';
import type { RegistrationPayload } from '../accounts/schemas';

/** The person an account is made of: registration's fields but the password and the terms. */
export type TestProfile = Omit<RegistrationPayload, 'password' | 'confirmPassword' | 'tycAccepted'>;

/**
 * The one test person of every package's tests (server factories, web tests, the e2e accounts):
 * a georef place that exists (Capital, Córdoba), a phone the form accepts.
 *
 *   aProfile({ user: 'rita_vende' })   // the rest as below
 */
export function aProfile(overrides: Partial<TestProfile> = {}): TestProfile {
  return {
    user: 'ana_c',
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'Castro',
    phoneNumber: '+54 351 555-1234',
    country: ARGENTINA.name,
    countryId: ARGENTINA.id,
    region: 'Córdoba',
    regionId: '14',
    city: 'Capital',
    cityId: '14014',
    ...overrides,
  };
}

export const TEST_PASSWORD = 'secreto123';

/** A valid POST /api/user body: aProfile's person, TEST_PASSWORD twice, the terms accepted. */
export function aRegistration(overrides: Partial<RegistrationPayload> = {}): RegistrationPayload {
  return {
    ...aProfile(),
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    tycAccepted: true,
    ...overrides,
  };
}
