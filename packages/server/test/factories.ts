import { randomBytes } from 'node:crypto';
import { TERMS_VERSION, type BotCheckAction } from '@mdc/shared';
import { aProfile, aRegistration, TEST_PASSWORD } from '@mdc/shared/testing';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../src/clock';
import type { Database } from '../src/db/client';
import { hashPassword, insertAccount } from '../src/modules/accounts/index';
import {
  createSession,
  EMAIL_COOKIE,
  EXPIRATION_COOKIE,
  SESSION_COOKIE,
  XSRF_COOKIE,
  XSRF_HEADER,
  xsrfTokenFor,
} from '../src/modules/sessions/index';

/**
 * Test data written straight to the database, for every kind of test. `target` is anything with
 * a `db` (a Fastify app from createTestApp, or `{ db }`), and optionally the app's `clock`.
 *
 *   const ana = await createUser(app, { firstName: 'Ana', region: 'Córdoba' });
 *   const session = await loginAs(app, ana);
 *   app.inject({ method: 'PATCH', url: '/api/user', headers: session.cookieHeaders, payload });
 */

interface Target {
  db: Database;
  clock?: Clock;
}

export interface TestUser {
  id: string;
  user: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  region: string;
  regionId: string | null;
  city: string;
  cityId: string | null;
}

export interface UserOverrides extends Partial<Omit<TestUser, 'id'>> {
  /** false: the e-mail is still waiting for its validation link. */
  validated?: boolean;
  /** false: the terms of the current version are not accepted. */
  tycAccepted?: boolean;
}

export const DEFAULT_PASSWORD = TEST_PASSWORD;
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

/** aProfile's person with a new user name and e-mail, written as the accounts module writes it. */
export async function createUser(target: Target, overrides: UserOverrides = {}): Promise<TestUser> {
  const suffix = randomBytes(4).toString('hex');
  const now = target.clock?.() ?? new Date();
  const { validated, tycAccepted = true, ...fields } = overrides;
  const { country, countryId, ...person } = aProfile({
    user: `usuario_${suffix}`,
    email: `usuario_${suffix}@example.com`,
  });
  const data = { ...person, password: DEFAULT_PASSWORD, ...fields };
  const email = data.email.toLowerCase();
  const passwordHash = await hashOnce(data.password);
  const id = await target.db.transaction((tx) =>
    insertAccount(tx, {
      ...data,
      country,
      countryId,
      email,
      passwordHash,
      now,
      validated,
      termsVersion: tycAccepted ? TERMS_VERSION : null,
    }),
  );
  return { id, ...data, email };
}

export interface TestSession {
  token: string;
  expiresAt: Date;
  /** The cookies a browser would hold after logging in (for a Playwright context, say). */
  cookies: { name: string; value: string }[];
  /** For app.inject: cookie authentication plus the CSRF header that writes need. */
  cookieHeaders: Record<string, string>;
  /** For app.inject: `Authorization: Bearer <token>`, as an API client sends. */
  bearerHeaders: Record<string, string>;
}

/** A session opened directly (no bot check, no rate limit), as POST /api/login would. */
export async function loginAs(
  target: Target,
  user: Pick<TestUser, 'id' | 'email'>,
  options: { keepSession?: boolean } = {},
): Promise<TestSession> {
  const now = target.clock?.() ?? new Date();
  const { token, expiresAt } = await createSession(
    target.db,
    user.id,
    options.keepSession ?? false,
    now,
  );
  const cookies = [
    { name: SESSION_COOKIE, value: token },
    { name: EXPIRATION_COOKIE, value: String(expiresAt.getTime()) },
    { name: EMAIL_COOKIE, value: user.email },
    { name: XSRF_COOKIE, value: xsrfTokenFor(token) },
  ];
  return {
    token,
    expiresAt,
    cookies,
    cookieHeaders: {
      cookie: cookies.map(({ name, value }) => `${name}=${encodeURIComponent(value)}`).join('; '),
      [XSRF_HEADER]: xsrfTokenFor(token),
    },
    bearerHeaders: { authorization: `Bearer ${token}` },
  };
}

/**
 * A valid POST /api/user body; each call a new user name and e-mail. In Buenos Aires: the place
 * tests hold that province's cities and not Córdoba's (place-check.api.test.ts).
 */
export function registrationPayload(overrides: Record<string, unknown> = {}) {
  const suffix = randomBytes(4).toString('hex');
  return {
    ...aRegistration({
      user: `nuevo_${suffix}`,
      email: `nuevo_${suffix}@example.com`,
      region: 'Buenos Aires',
      regionId: '06',
      city: 'La Plata',
      cityId: '06441',
    }),
    ...overrides,
  };
}

/**
 * A solved bot-check challenge for `action`, ready for the `R-Token` header (for apps with
 * BOT_CHECK on). Solving takes up to ~0.2 s.
 */
export async function solveBotCheck(app: FastifyInstance, action: BotCheckAction): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/botcheck/challenge?action=${action}` });
  const challenge = res.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
