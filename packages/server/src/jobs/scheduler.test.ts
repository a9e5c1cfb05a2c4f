import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import type { Job } from './job';
import * as runner from './runner';
import { runJobIfDue, type JobOutcome } from './runner';
import { scheduleJobs, type SchedulerHost } from './scheduler';

// A spy, not vi.mock: the unit project's files share their worker's modules (vitest.config.ts).
beforeEach(() => {
  vi.spyOn(runner, 'runJobIfDue');
});

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

const job = (name: string, fields: Partial<Job> = {}): Job => ({
  name,
  intervalMs: HOUR,
  lock: 'transaction',
  run: async () => '',
  ...fields,
});
const host = (): SchedulerHost => ({
  db: {} as Database,
  clock: () => new Date(),
  log: { info: vi.fn(), error: vi.fn() },
});
const runsOf = (name: string) =>
  vi.mocked(runJobIfDue).mock.calls.filter(([, scheduled]) => scheduled.name === name).length;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('checks each job on its own cadence: every few seconds for one, every 5 minutes for another', async () => {
  vi.useFakeTimers();
  vi.mocked(runJobIfDue).mockResolvedValue({ ran: true, message: '' });
  const stop = scheduleJobs(
    [job('deliver', { intervalMs: 5 * SECOND, lock: 'none' }), job('hourly')],
    host(),
  );
  await vi.advanceTimersByTimeAsync(MINUTE);
  expect(runsOf('deliver')).toBe(12);
  expect(runsOf('hourly')).toBe(1);
  await vi.advanceTimersByTimeAsync(5 * MINUTE);
  expect(runsOf('deliver')).toBe(72);
  expect(runsOf('hourly')).toBe(2);
  stop();
  await vi.advanceTimersByTimeAsync(HOUR);
  expect(runsOf('hourly')).toBe(2);
});

it('does not start a job again while its previous run is still going', async () => {
  vi.useFakeTimers();
  let finishRefresh = () => {};
  const refresh = new Promise<JobOutcome>((resolve) => {
    finishRefresh = () => resolve({ ran: true, message: 'done' });
  });
  vi.mocked(runJobIfDue).mockImplementation(async (_db, scheduled) =>
    scheduled.name === 'catalog-refresh' ? refresh : { ran: false, reason: 'not-due' },
  );
  const stop = scheduleJobs(
    [job('purge-accounts'), job('catalog-refresh', { intervalMs: 24 * HOUR, lock: 'session' })],
    host(),
  );
  await vi.advanceTimersByTimeAsync(MINUTE);
  await vi.advanceTimersByTimeAsync(5 * MINUTE);
  expect(runsOf('catalog-refresh')).toBe(1);
  expect(runsOf('purge-accounts')).toBe(2);

  finishRefresh();
  await vi.advanceTimersByTimeAsync(5 * MINUTE);
  expect(runsOf('catalog-refresh')).toBe(2);
  stop();
});

it('logs what a run did, stays quiet when it did nothing, and goes on after a failure', async () => {
  vi.useFakeTimers();
  const scheduler = host();
  const outcomes: (JobOutcome | Error)[] = [
    { ran: true, message: 'purged 2 account(s)' },
    { ran: true, message: '' },
    new Error('database gone'),
    { ran: false, reason: 'locked' },
  ];
  vi.mocked(runJobIfDue).mockImplementation(async () => {
    const next = outcomes.shift()!;
    if (next instanceof Error) throw next;
    return next;
  });
  const stop = scheduleJobs([job('purge-accounts', { checkEveryMs: MINUTE })], scheduler);
  await vi.advanceTimersByTimeAsync(30 * SECOND + 3 * MINUTE);
  expect(runsOf('purge-accounts')).toBe(4);
  expect(scheduler.log.info).toHaveBeenCalledTimes(1);
  expect(scheduler.log.info).toHaveBeenCalledWith({ job: 'purge-accounts' }, 'purged 2 account(s)');
  expect(scheduler.log.error).toHaveBeenCalledTimes(1);
  stop();
});
