import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { serverRoot } from './paths';

/**
 * Every environment variable the server reads (the README lists them), parsed once at start.
 * A bad value stops the server with a message naming the variable.
 */

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine(
      (value) => value === undefined || protocols.some((p) => value.startsWith(`${p}:`)),
      `must be a URL starting with ${protocols.map((p) => `${p}:`).join(' or ')}`,
    );

const urlWithDefault = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .refine((value) => /^https?:\/\/[^\s]+$/.test(value), 'must be an http(s) URL')
    .transform((value) => value.replace(/\/+$/, ''));

const integer = (fallback: number, min: number, max: number) =>
  z
    .string()
    .trim()
    .default(String(fallback))
    .refine((value) => /^\d+$/.test(value), 'must be a whole number')
    .transform(Number)
    .refine((value) => value >= min && value <= max, `must be between ${min} and ${max}`);

const onOff = (fallback: 'on' | 'off') =>
  z
    .enum(['on', 'off'], { error: 'must be "on" or "off"' })
    .default(fallback)
    .transform((value) => value === 'on');

/** proxy-addr's names for address ranges (Fastify's trustProxy understands them). */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];
const proxyAddress = (entry: string) => {
  if (PROXY_RANGES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  return (
    prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128))
  );
};

/**
 * Whose X-Forwarded-For to believe: nobody (`off`), every hop (`on`: only when nothing but the
 * proxy reaches the instances), or the proxies' addresses (`127.0.0.1`, `10.0.0.0/8`,
 * `loopback`): a client that reaches an instance past them cannot choose its own address.
 */
const trustProxy = z
  .string()
  .trim()
  .default('off')
  .refine(
    (value) =>
      ['on', 'off'].includes(value) ||
      value.split(',').every((entry) => proxyAddress(entry.trim())),
    { error: 'must be "on", "off" or the proxies\' addresses (127.0.0.1, 10.0.0.0/8, loopback)' },
  )
  .transform((value) =>
    value === 'on' ? true : value === 'off' ? false : value.split(',').map((entry) => entry.trim()),
  );

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'must be development, production or test',
    })
    .default('production'),
  PORT: integer(3000, 0, 65535),
  HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().trim().default('Mercado de Cartas <no-responder@mercadodecartas.local>'),
  BOT_CHECK: onOff('on'),
  BOT_CHECK_HASHES: integer(100_000, 100, 10_000_000),
  GEOREF_API_URL: urlWithDefault('https://apis.datos.gob.ar/georef/api'),
  MOXFIELD_API_URL: urlWithDefault('https://api2.moxfield.com'),
  CATALOG_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
  PRICES_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
  EXCHANGE_RATE: z
    .string()
    .trim()
    .default('1')
    .refine(
      (value) => /^\d+(\.\d+)?$/.test(value) && Number(value) > 0,
      'must be a positive number',
    )
    .transform(Number),
  ACCOUNT_PURGE_DAYS: integer(15, 0, 3650),
  RESERVATION_TTL_DAYS: integer(7, 1, 365),
  ALERT_DIGEST_CHECK_SECONDS: integer(60, 1, 86_400),
  ARS_PER_USD: z
    .string()
    .trim()
    .optional()
    .refine(
      (value) => !value || (/^\d+(\.\d+)?$/.test(value) && Number(value) > 0),
      'must be a positive number',
    )
    .transform((value) => (value ? Number(value) : undefined)),
  ARS_RATE_URL: optionalUrl(['http', 'https']),
  ARS_RATE_FIELD: z.string().trim().min(1, 'must not be empty').default('venta'),
  RESERVATION_SELLERS_NEW: integer(10, 1, 1000),
  RESERVATION_SELLERS_MAX: integer(30, 1, 1000),
  NEW_ACCOUNT_DAYS: integer(7, 0, 365),
  RESERVATION_CANCELS_PER_DAY: integer(5, 1, 1000),
  REPORTS_PER_DAY: integer(20, 1, 1000),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  TRUST_PROXY: trustProxy,
  REQUEST_TIMEOUT_SECONDS: integer(30, 1, 600),
  SHUTDOWN_DRAIN_SECONDS: integer(0, 0, 120),
  METRICS_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || value.length >= 16, 'must be at least 16 characters'),
  ANALYTICS: z
    .enum(['first-party', 'off'], { error: 'must be "first-party" or "off"' })
    .default('first-party'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  WEB_DIST_DIR: z.string().trim().optional(),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  botCheck: boolean;
  /**
   * The most hashes a bot check's challenge asks for (it asks between a tenth of this and this):
   * about a second in a phone's browser by default; the end-to-end tests ask less.
   */
  botCheckHashes: number;
  georefApiUrl: string;
  moxfieldApiUrl: string;
  catalogUrl: string | undefined;
  pricesUrl: string | undefined;
  exchangeRate: number;
  accountPurgeDays: number;
  reservationTtlDays: number;
  /** How often the alerts' digest job looks for users due a mail (modules/alerts/jobs.ts). */
  alertDigestCheckSeconds: number;
  /**
   * The peso's reference rate (modules/exchange-rates): fixed (`arsPerUsd`), or fetched daily
   * from `arsRateUrl`, its number at the JSON path `arsRateField`; neither: no pesos shown.
   */
  arsPerUsd: number | undefined;
  arsRateUrl: string | undefined;
  arsRateField: string;
  /** Limits that stop contact harvesting (modules/reservations/reservation-limits.ts). */
  reservationLimits: {
    /** Distinct sellers with open reservations: for a new account, and for the others. */
    sellersNew: number;
    sellersMax: number;
    /** An account is new this many days, or until a delivery of its own is confirmed. */
    newAccountDays: number;
    /** Cancellations by the buyer in 24 h after which he waits 24 h to reserve again. */
    cancelsPerDay: number;
  };
  /** Reports one member may file in 24 h (modules/reports/report.ts). */
  reportsPerDay: number;
  redisUrl: string | undefined;
  /** Fastify's trustProxy: none, every hop, or the proxies' addresses. */
  trustProxy: boolean | string[];
  /** A request whose headers and body have not all arrived by then gets a 408. */
  requestTimeoutSeconds: number;
  /**
   * On SIGTERM, how long GET /api/ready answers 503 while the process still serves, so that a
   * load balancer stops sending before it closes (0: close at once).
   */
  shutdownDrainSeconds: number;
  /** Besides this machine's own clients, who may read /metrics: `Authorization: Bearer <it>`. */
  metricsToken: string | undefined;
  analytics: 'first-party' | 'off';
  logLevel: string;
  webDistDir: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const defaultWebDist = path.resolve(serverRoot, '../web/dist');

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= cmd`.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in envSchema.shape && value !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    botCheck: e.BOT_CHECK,
    botCheckHashes: e.BOT_CHECK_HASHES,
    georefApiUrl: e.GEOREF_API_URL,
    moxfieldApiUrl: e.MOXFIELD_API_URL,
    catalogUrl: e.CATALOG_URL,
    pricesUrl: e.PRICES_URL,
    exchangeRate: e.EXCHANGE_RATE,
    accountPurgeDays: e.ACCOUNT_PURGE_DAYS,
    reservationTtlDays: e.RESERVATION_TTL_DAYS,
    alertDigestCheckSeconds: e.ALERT_DIGEST_CHECK_SECONDS,
    arsPerUsd: e.ARS_PER_USD,
    arsRateUrl: e.ARS_RATE_URL,
    arsRateField: e.ARS_RATE_FIELD,
    reservationLimits: {
      sellersNew: e.RESERVATION_SELLERS_NEW,
      sellersMax: e.RESERVATION_SELLERS_MAX,
      newAccountDays: e.NEW_ACCOUNT_DAYS,
      cancelsPerDay: e.RESERVATION_CANCELS_PER_DAY,
    },
    reportsPerDay: e.REPORTS_PER_DAY,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    requestTimeoutSeconds: e.REQUEST_TIMEOUT_SECONDS,
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    metricsToken: e.METRICS_TOKEN,
    analytics: e.ANALYTICS,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? defaultWebDist),
  };
}
