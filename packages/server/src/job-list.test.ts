import { expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { scheduledJobs } from './job-list';
import { checkEveryMsOf } from './jobs/scheduler';
import type { Mailer } from './modules/mail/mailer';

const config = {
  accountPurgeDays: 30,
  reservationTtlDays: 7,
  catalogUrl: undefined,
  pricesUrl: undefined,
} as Config;
const names = (app: { config: Config }) =>
  scheduledJobs({ ...app, mailer: {} as Mailer, log: {} as FastifyBaseLogger }).map(
    (job) => job.name,
  );

it('lists every feature job once, by a unique name', () => {
  // Every optional job switched on: the list must be exactly this, so a module's job that
  // job-list.ts leaves out (or one added without a line here) fails.
  const all = names({
    config: { ...config, catalogUrl: 'https://example.com/c', arsRateUrl: 'https://example.com/r' },
  });
  expect([...all].sort()).toEqual(
    [
      'purge-accounts',
      'delete-expired-account-rows',
      'delete-expired-sessions',
      'delete-expired-bot-check-uses',
      'catalog-refresh',
      'prune-price-history',
      'alert-digest',
      'delete-old-notifications',
      'mail-delivery',
      'delete-finished-mail',
      'expire-reservations',
      'exchange-rate-refresh',
      'embedded-vacuum-analyze',
    ].sort(),
  );
  expect(new Set(all).size).toBe(all.length);
  // A fixed rate is stored instead of fetched: the other of the exchange-rate jobs.
  expect(names({ config: { ...config, arsPerUsd: 1200 } })).toContain('exchange-rate-store');
});

it('vacuums the embedded database only: a PostgreSQL server has its own autovacuum', () => {
  expect(names({ config })).toContain('embedded-vacuum-analyze');
  expect(names({ config: { ...config, databaseUrl: 'postgres://localhost/mdc' } })).not.toContain(
    'embedded-vacuum-analyze',
  );
});

it('delivers the outbox within seconds, not on the 5-minute check of the others', () => {
  const delivery = scheduledJobs({
    config,
    mailer: {} as Mailer,
    log: {} as FastifyBaseLogger,
  }).find((job) => job.name === 'mail-delivery');
  expect(delivery).toMatchObject({ lock: 'none' });
  expect(checkEveryMsOf(delivery!)).toBeLessThanOrEqual(10_000);
});

it('schedules the catalog refresh only when CATALOG_URL or PRICES_URL is set', () => {
  expect(names({ config })).not.toContain('catalog-refresh');
  // The price history is pruned whoever imports the prices (the job or `prices:import`).
  expect(names({ config })).toContain('prune-price-history');
  expect(names({ config: { ...config, pricesUrl: 'https://example.com/p' } })).toContain(
    'catalog-refresh',
  );
});
