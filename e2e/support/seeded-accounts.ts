import { TERMS_VERSION } from '@mdc/shared';
import { aProfile } from '@mdc/shared/testing';

/**
 * Accounts written into the database before the server starts (seed-database.ts), for paths
 * a new user cannot reach through the screens; aProfile's place, each a person of its own.
 */
export const OUTDATED_TERMS_ACCOUNT = {
  ...aProfile({
    user: 'lectora_antigua',
    email: 'terminos.viejos@example.com',
    firstName: 'Lucía',
    lastName: 'Paz',
    phoneNumber: '351 555 0101',
  }),
  password: 'clave-antigua-1',
  /** A terms version older than the current one: the consent check answers false. */
  termsVersion: '2020-01-01',
} as const;

/**
 * Another reader of older terms, for the screens project, which only looks at the modal: the
 * accounts spec accepts the first one's terms, whenever it runs.
 */
export const OUTDATED_TERMS_VIEWER = {
  ...OUTDATED_TERMS_ACCOUNT,
  user: 'lector_antiguo',
  email: 'terminos.viejos.2@example.com',
  firstName: 'Tomás',
  phoneNumber: '351 555 0103',
} as const;

/** A validated member who accepted the current terms: the login fixture's user (login-fixture.ts). */
export const MEMBER_ACCOUNT = {
  ...aProfile({
    user: 'socia_sembrada',
    email: 'socia@example.com',
    firstName: 'Marta',
    lastName: 'Ibarra',
    phoneNumber: '351 555 0102',
  }),
  password: 'clave-socia-1',
  termsVersion: TERMS_VERSION,
} as const;

/**
 * A moderator: seeded with the `moderator` role, as `npm run moderator -- add` grants
 * it. The demo's reports (demo-moderation.ts) wait on its moderation screen.
 */
export const MODERATOR_ACCOUNT = {
  ...aProfile({
    user: 'moderadora_sembrada',
    email: 'moderadora@example.com',
    firstName: 'Irene',
    lastName: 'Sosa',
    phoneNumber: '351 555 0104',
  }),
  password: 'clave-moderadora-1',
  termsVersion: TERMS_VERSION,
} as const;
