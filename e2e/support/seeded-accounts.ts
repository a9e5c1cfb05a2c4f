import { TERMS_VERSION } from '@mdc/shared';

/**
 * Accounts written into the database before the server starts (seed-database.ts), for paths
 * a new user cannot reach through the screens.
 */
export const OUTDATED_TERMS_ACCOUNT = {
  user: 'lectora_antigua',
  email: 'terminos.viejos@example.com',
  password: 'clave-antigua-1',
  firstName: 'Lucía',
  lastName: 'Paz',
  phoneNumber: '351 555 0101',
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

/** A validated member who accepted the current terms: the login fixture's user (logged-in.ts). */
export const MEMBER_ACCOUNT = {
  user: 'socia_sembrada',
  email: 'socia@example.com',
  password: 'clave-socia-1',
  firstName: 'Marta',
  lastName: 'Ibarra',
  phoneNumber: '351 555 0102',
  termsVersion: TERMS_VERSION,
} as const;

/**
 * A moderator (issue 20): seeded with the `moderator` role, as `npm run moderator -- add` grants
 * it. The demo's reports (demo-moderation.ts) wait on its moderation screen.
 */
export const MODERATOR_ACCOUNT = {
  user: 'moderadora_sembrada',
  email: 'moderadora@example.com',
  password: 'clave-moderadora-1',
  firstName: 'Irene',
  lastName: 'Sosa',
  phoneNumber: '351 555 0104',
  termsVersion: TERMS_VERSION,
} as const;
