import { expect, it } from 'vitest';
import type { Config } from './config';
import { scheduledJobs } from './job-list';

const config = { accountPurgeDays: 30, catalogUrl: undefined, pricesUrl: undefined } as Config;
const names = (app: { config: Config }) => scheduledJobs(app).map((job) => job.name);

it('lists every feature job once, by a unique name', () => {
  const all = names({ config: { ...config, catalogUrl: 'https://example.com/c' } });
  expect(all).toEqual(
    expect.arrayContaining([
      'purge-accounts',
      'delete-expired-account-rows',
      'delete-expired-sessions',
      'delete-expired-bot-check-uses',
      'catalog-refresh',
    ]),
  );
  expect(new Set(all).size).toBe(all.length);
});

it('schedules the catalog refresh only when CATALOG_URL or PRICES_URL is set', () => {
  expect(names({ config })).not.toContain('catalog-refresh');
  expect(names({ config: { ...config, pricesUrl: 'https://example.com/p' } })).toContain(
    'catalog-refresh',
  );
});
