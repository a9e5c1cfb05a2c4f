import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it, vi } from 'vitest';
import type { Config } from '../config';
import { runJobIfDue, type JobOutcome } from './runner';
import { scheduledJobs, scheduleJobs } from './scheduler';

vi.mock('./runner', () => ({ runJobIfDue: vi.fn() }));

const MINUTE = 60 * 1000;
const config = { accountPurgeDays: 30, catalogUrl: undefined, pricesUrl: undefined } as Config;
const names = (jobs: { name: string }[]) => jobs.map((job) => job.name);

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(runJobIfDue).mockReset();
});

it('schedules the catalog refresh only when CATALOG_URL or PRICES_URL is set', () => {
  expect(names(scheduledJobs(config))).toEqual(['purge-accounts', 'delete-expired-rows']);
  expect(names(scheduledJobs({ ...config, catalogUrl: 'https://example.com/c' }))).toContain(
    'catalog-refresh',
  );
  expect(names(scheduledJobs({ ...config, pricesUrl: 'https://example.com/p' }))).toContain(
    'catalog-refresh',
  );
});

it('does not start a job again while its previous run is still going', async () => {
  vi.useFakeTimers();
  let finishRefresh = () => {};
  const refresh = new Promise<JobOutcome>((resolve) => {
    finishRefresh = () => resolve({ ran: true, message: 'done' });
  });
  vi.mocked(runJobIfDue).mockImplementation(async (_db, job) =>
    job.name === 'catalog-refresh' ? refresh : { ran: false, reason: 'not-due' },
  );
  const app = {
    config: { ...config, catalogUrl: 'https://example.com/c' },
    db: {},
    clock: () => new Date(),
    log: { info: vi.fn(), error: vi.fn() },
  } as unknown as FastifyInstance;
  const runsOf = (name: string) =>
    vi.mocked(runJobIfDue).mock.calls.filter(([, job]) => job.name === name).length;

  const stop = scheduleJobs(app);
  await vi.advanceTimersByTimeAsync(MINUTE);
  await vi.advanceTimersByTimeAsync(5 * MINUTE);
  expect(runsOf('catalog-refresh')).toBe(1);
  expect(runsOf('purge-accounts')).toBe(2);

  finishRefresh();
  await vi.advanceTimersByTimeAsync(5 * MINUTE);
  expect(runsOf('catalog-refresh')).toBe(2);
  stop();
});
