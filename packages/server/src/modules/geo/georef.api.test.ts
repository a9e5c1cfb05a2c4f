import { ACCOUNT_MESSAGES } from '@mdc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../../test/app';
import { startFakeGeoref, type FakeGeoref } from '../../../test/fakes/georef';
import { createTestClock } from '../../../test/test-clock';
import { expectError } from '../../../test/error-answer';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('georef lookups', () => {
  let georef: FakeGeoref;
  const clock = createTestClock();

  beforeAll(async () => {
    georef = await startFakeGeoref();
  });
  afterAll(async () => {
    await georef.close();
  });
  // Declared after the hooks above: built once the fake runs, closed before it stops.
  const suite = useTestApp(() => ({ georefApiUrl: georef.url }), { clock: clock.now });

  const get = (url: string) => suite.app.inject({ method: 'GET', url: `/api/georef${url}` });

  it('serves the provinces in the georef shape, sorted, from the database after the first call', async () => {
    const res = await get('/provincias');
    expect(res.statusCode).toBe(200);
    const { provincias } = res.json();
    expect(provincias).toHaveLength(24);
    expect(provincias[0]).toEqual({ id: '06', nombre: 'Buenos Aires' });
    expect(Object.keys(provincias[0])).toEqual(['id', 'nombre']);
    await get('/provincias');
    expect(georef.requests.filter((r) => r.startsWith('/provincias'))).toHaveLength(1);
  });

  it('serves the departments of a province, up to max', async () => {
    const all = (await get('/departamentos?provincia=14&max=300')).json().departamentos;
    expect(all.length).toBeGreaterThan(20);
    expect(all).toContainEqual({ id: '14014', nombre: 'Capital' });
    const few = await get('/departamentos?provincia=14&max=3');
    expect(few.json().departamentos).toEqual(all.slice(0, 3));
    expect(georef.requests.filter((r) => r.startsWith('/departamentos'))).toHaveLength(1);
  });

  it('answers an empty list for an unknown province and 400 for a malformed one', async () => {
    expect((await get('/departamentos?provincia=99&max=300')).json()).toEqual({
      departamentos: [],
    });
    expect(georef.requests.some((r) => r.includes('provincia=99'))).toBe(false);
    const malformed = await get('/departamentos?provincia=abc');
    expectError(malformed, 400, {
      code: 'VAL-400',
      field: 'provincia',
      message: ACCOUNT_MESSAGES.regionIdInvalid,
    });
  });

  it('refreshes a stale list, and serves the cache when georef fails', async () => {
    clock.advance(31 * DAY_MS);
    georef.setFailing(true);
    const cached = await get('/provincias');
    expect(cached.statusCode).toBe(200);
    expect(cached.json().provincias).toHaveLength(24);
    georef.setFailing(false);
    await get('/provincias');
    expect(georef.requests.filter((r) => r.startsWith('/provincias'))).toHaveLength(3);
  });

  it('answers empty lists with 200 when neither georef nor the cache has data', async () => {
    const empty = await createTestApp({ georefApiUrl: 'http://127.0.0.1:1' });
    try {
      expect((await empty.inject({ method: 'GET', url: '/api/georef/provincias' })).json()).toEqual(
        {
          provincias: [],
        },
      );
      const departments = await empty.inject({
        method: 'GET',
        url: '/api/georef/departamentos?provincia=06&max=300',
      });
      expect(departments.statusCode).toBe(200);
      expect(departments.json()).toEqual({ departamentos: [] });
    } finally {
      await empty.close();
    }
  });
});
