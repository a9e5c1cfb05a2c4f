import type { ClientConfig } from '@mdc/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { startFakeExchangeRate, type FakeExchangeRate } from '../../../test/fakes/exchange-rate';
import { createTestClock } from '../../../test/test-clock';
import { exchangeRates } from '../../db/schema/index';
import { exchangeRateJobs } from './jobs';

/** The peso's rate of the day (docs/product/notifications.md#pesos): fixed, or fetched daily. */

const DAY_MS = 24 * 60 * 60 * 1000;
let rates: FakeExchangeRate;

beforeAll(async () => {
  rates = await startFakeExchangeRate();
});
afterAll(async () => {
  await rates.close();
});

const arsRate = async (app: FastifyInstance) =>
  ((await app.inject({ method: 'GET', url: '/api/config' })).json() as ClientConfig).arsRate;

describe('the peso rate', () => {
  it('a fixed ARS_PER_USD is the rate of every day, stored for the SQL, and nothing is fetched', async () => {
    const clock = createTestClock(new Date('2026-11-26T15:00:00Z'));
    const app = await createTestApp(
      { arsPerUsd: 1450, arsRateUrl: rates.url },
      { clock: clock.now },
    );
    expect(await arsRate(app)).toEqual({ arsPerUsd: 1450, day: '2026-11-26' });
    const requests = rates.requests;
    const jobs = exchangeRateJobs(app.config);
    expect(jobs.map((job) => job.name)).toEqual(['exchange-rate-store']);
    expect(await jobs[0]!.run(app.db, clock.now())).toBe('ARS per USD: 1450 (fixed)');
    expect(await jobs[0]!.run(app.db, clock.now())).toBe('');
    clock.advance(DAY_MS);
    expect(await jobs[0]!.run(app.db, clock.now())).toBe('ARS per USD: 1450 (fixed)');
    const stored = await app.db.select().from(exchangeRates).orderBy(exchangeRates.day);
    expect(stored.map((row) => [row.day, row.arsPerUsd, row.source])).toEqual([
      ['2026-11-26', '1450.00', 'ARS_PER_USD'],
      ['2026-11-27', '1450.00', 'ARS_PER_USD'],
    ]);
    expect(rates.requests).toBe(requests);
    await app.close();
  });

  it('fetched daily from ARS_RATE_URL at ARS_RATE_FIELD; a failed fetch keeps the last rate', async () => {
    const clock = createTestClock(new Date('2026-11-26T15:00:00Z'));
    const app = await createTestApp(
      { arsRateUrl: rates.url, arsRateField: 'venta' },
      { clock: clock.now },
    );
    const [job] = exchangeRateJobs(app.config);
    expect(await arsRate(app)).toBeNull();
    expect(await job!.run(app.db, clock.now())).toBe('ARS per USD: 1465.5');
    expect(await arsRate(app)).toEqual({ arsPerUsd: 1465.5, day: '2026-11-26' });

    clock.advance(DAY_MS);
    rates.answer({ body: { venta: 'no disponible' } });
    await expect(job!.run(app.db, clock.now())).rejects.toThrow('no rate at "venta"');
    rates.answer({ status: 503, body: {} });
    await expect(job!.run(app.db, clock.now())).rejects.toThrow('answered 503');
    expect(await arsRate(app)).toEqual({ arsPerUsd: 1465.5, day: '2026-11-26' });

    rates.answer({ body: { oficial: { value_sell: '1470.25' } } });
    const nested = exchangeRateJobs({ ...app.config, arsRateField: 'oficial.value_sell' })[0]!;
    await nested.run(app.db, clock.now());
    expect(await arsRate(app)).toEqual({ arsPerUsd: 1470.25, day: '2026-11-27' });
    await app.close();
  });
});
