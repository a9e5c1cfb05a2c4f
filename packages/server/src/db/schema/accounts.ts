import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at } from './columns';

// Accounts, sessions, tokens, consents, bot-check and rate-limit state, georef cache:
// owned by modules/{accounts,sessions,botcheck,geo}.

/**
 * Credentials and account state. `username`, `email` and `passwordHash` become null when the
 * purge job erases a deleted account; the row stays so other records can name "a deleted user".
 * `disabledAt` set = deleted: login refused and the user's libraries hidden from search.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username'),
    email: text('email'),
    passwordHash: text('password_hash'),
    emailValidatedAt: at('email_validated_at'),
    /** A new address waiting for its validation link to be followed. */
    pendingEmail: text('pending_email'),
    tycAcceptedAt: at('tyc_accepted_at'),
    tycVersion: text('tyc_version'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    disabledAt: at('disabled_at'),
    purgedAt: at('purged_at'),
    /** 'moderator' may act on reports (granted by `npm run moderator -- add`). */
    role: text('role', { enum: ['member', 'moderator'] })
      .notNull()
      .default('member'),
    /**
     * Set by a moderator: login refused, sessions ended, listings hidden, as for a
     * deleted account, but reversible; the account and its data stay as they were.
     */
    suspendedAt: at('suspended_at'),
    /**
     * The wanted-list alerts' mail: 'daily' (a digest at most once a day) or 'never'
     * (the bell only); `alertDigestAt`, when the last digest went.
     */
    alertDigest: text('alert_digest', { enum: ['daily', 'never'] })
      .notNull()
      .default('daily'),
    alertDigestAt: at('alert_digest_at'),
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    index('users_disabled_at_idx').on(table.disabledAt),
  ],
);

/** Personal data of the profile screen; deleted whole by the purge job. */
export const userProfiles = pgTable('user_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phoneNumber: text('phone_number').notNull(),
  country: text('country').notNull(),
  countryId: integer('country_id').notNull(),
  region: text('region').notNull(),
  regionId: text('region_id'),
  city: text('city').notNull(),
  cityId: text('city_id'),
});

/** Login sessions; only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    keepSession: boolean('keep_session').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

/** Single-use tokens mailed as links (validation, password reset, e-mail change), stored hashed. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['validation', 'reset', 'email-change'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The address the link was sent to (the new one for an e-mail change). */
    email: text('email').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('account_tokens_user_id_idx').on(table.userId)],
);

/** Consecutive failed logins per account and per IP: the back-off must hold across instances. */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: at('last_failure_at').notNull(),
});

/** Fixed-window request counters (recovery and resend per e-mail and per IP). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: at('window_started_at').notNull(),
});

/** Bot-check challenges already redeemed, kept until they expire so a solution is used once. */
export const botCheckUses = pgTable('bot_check_uses', {
  nonce: text('nonce').primaryKey(),
  expiresAt: at('expires_at').notNull(),
});

/** Server secrets every instance must share (the bot-check HMAC master key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Georef cache: provinces and departments as the georef API gave them. */
export const geoProvinces = pgTable('geo_provinces', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});

export const geoDepartments = pgTable(
  'geo_departments',
  {
    provinceId: text('province_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
  },
  (table) => [primaryKey({ columns: [table.provinceId, table.id] })],
);

/** When each georef list was last fetched ('provincias', 'departamentos:06'), to refresh it when stale. */
export const geoFetches = pgTable('geo_fetches', {
  list: text('list').primaryKey(),
  fetchedAt: at('fetched_at').notNull(),
});
