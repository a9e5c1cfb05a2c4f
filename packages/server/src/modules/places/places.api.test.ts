import { ACCOUNT_MESSAGES, MEETING_PLACE_MESSAGES as M, type MemberPlace } from '@mdc/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { expectError } from '../../../test/error-answer';
import { createUser, loginAs, type TestSession } from '../../../test/factories';
import { CABA, insertTestGeo, LA_PLATA } from '../../../test/geo';
import { injectApi } from '../../../test/inject-api';

/**
 * The meeting points (docs/product/places.md): a member's list written whole, shared places,
 * a city's list with counts, who may read and write them.
 */

const suite = useTestApp();
const retiro = { kind: 'public', name: 'Estación Retiro, hall central', ...CABA };

let ana: TestSession;
let beto: TestSession;

beforeAll(async () => {
  await insertTestGeo(suite.app);
  ana = await loginAs(suite.app, await createUser(suite.app));
  beto = await loginAs(suite.app, await createUser(suite.app));
});

const save = (session: TestSession | null, list: unknown) =>
  injectApi(suite.app, 'PUT', '/user/places', session?.bearerHeaders ?? {}, list);
const saved = async (session: TestSession, list: unknown): Promise<MemberPlace[]> => {
  const res = await save(session, list);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const cityList = (cityId: string) => injectApi(suite.app, 'GET', `/places?cityId=${cityId}`, {});
const profilePlaces = async (session: TestSession) =>
  (await injectApi(suite.app, 'GET', '/user', session.bearerHeaders)).json().places;

describe('a member’s list', () => {
  it('is saved whole, in order, each with its place id, and read back with the profile', async () => {
    const list = await saved(ana, [
      { ...retiro, details: 'Junto a la boletería', hours: 'sábados 15 a 19' },
      { kind: 'store', name: 'Magic Lair', ...LA_PLATA, days: [5, 2] },
    ]);
    expect(list).toEqual([
      {
        placeId: expect.any(String),
        kind: 'public',
        name: 'Estación Retiro, hall central',
        ...CABA,
        details: 'Junto a la boletería',
        hours: 'sábados 15 a 19',
        days: [6],
      },
      {
        placeId: expect.any(String),
        kind: 'store',
        name: 'Magic Lair',
        ...LA_PLATA,
        details: '',
        hours: '',
        days: [2, 5],
      },
    ]);
    expect(await profilePlaces(ana)).toEqual(list);
  });

  it('keeps a place’s id when the list is saved again, reordered and edited', async () => {
    const [first, second] = await profilePlaces(ana);
    const again = await saved(ana, [
      { kind: 'store', name: 'Magic Lair', ...LA_PLATA, hours: 'martes y viernes' },
      { ...retiro, details: '' },
    ]);
    expect(again.map((place) => place.placeId)).toEqual([second.placeId, first.placeId]);
    expect(again[0]).toMatchObject({ hours: 'martes y viernes', days: [2, 5] });
    expect(again[1]).toMatchObject({ details: '', hours: '', days: [] });
  });

  it('empties with an empty list', async () => {
    const member = await loginAs(suite.app, await createUser(suite.app));
    await saved(member, [retiro]);
    expect(await saved(member, [])).toEqual([]);
    expect(await profilePlaces(member)).toEqual([]);
  });
});

describe('sharing', () => {
  it('makes the same place typed two ways by two sellers one place', async () => {
    const [anas] = await saved(ana, [retiro]);
    const [betos] = await saved(beto, [
      { kind: 'store', name: '  estacion retiro - HALL CENTRAL. ', ...CABA, hours: 'domingos' },
    ]);
    expect(betos!.placeId).toBe(anas!.placeId);
    // The first naming's kind and spelling stand; the hours are each member's.
    expect(betos).toMatchObject({
      kind: 'public',
      name: 'Estación Retiro, hall central',
      hours: 'domingos',
    });
    expect(anas!.hours).toBe('');
  });

  it('makes one place of a name two sellers save at the same moment', async () => {
    const [one, two] = await Promise.all(
      [ana, beto].map(async (session, n) => {
        const others = await profilePlaces(session);
        const name = n ? 'café tortoni' : 'Café Tortoni';
        const list = await saved(session, [...others, { kind: 'public', name, ...CABA }]);
        return list.at(-1)!;
      }),
    );
    expect(one!.placeId).toBe(two!.placeId);
  });

  it('keeps places of the same name in two cities apart', async () => {
    const member = await loginAs(suite.app, await createUser(suite.app));
    const [here, there] = await saved(member, [
      { kind: 'public', name: 'Plaza Central', ...CABA },
      { kind: 'public', name: 'Plaza Central', ...LA_PLATA },
    ]);
    expect(here!.placeId).not.toBe(there!.placeId);
  });
});

describe('GET /api/places?cityId=', () => {
  it('lists the city’s places with how many sellers meet at each, the most shared first', async () => {
    const cityId = '02007';
    const member = await loginAs(suite.app, await createUser(suite.app));
    await saved(member, [retiro, { kind: 'store', name: 'Dragon Shop Centro', ...CABA }]);
    const res = await cityList(cityId);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { name: string; sellers: number }[];
    expect(list[0]).toEqual({
      placeId: expect.any(String),
      kind: 'public',
      name: 'Estación Retiro, hall central',
      ...CABA,
      sellers: 3,
    });
    expect(list.map((place) => [place.name, place.sellers])).toContainEqual([
      'Dragon Shop Centro',
      1,
    ]);
    expect(list.every((place) => (place as unknown as typeof CABA).cityId === cityId)).toBe(true);
  });

  it('leaves out a place nobody meets at any more, and its id stays the same', async () => {
    const member = await loginAs(suite.app, await createUser(suite.app));
    const [lonely] = await saved(member, [{ kind: 'public', name: 'Plaza Solitaria', ...CABA }]);
    const names = async () =>
      ((await cityList(CABA.cityId)).json() as { name: string }[]).map((p) => p.name);
    expect(await names()).toContain('Plaza Solitaria');
    await saved(member, []);
    expect(await names()).not.toContain('Plaza Solitaria');
    const [back] = await saved(member, [{ kind: 'store', name: 'plaza solitaria', ...CABA }]);
    expect(back!.placeId).toBe(lonely!.placeId);
  });

  it('answers an empty list for a city without places, and 400 for a bad id', async () => {
    expect((await cityList('99999')).json()).toEqual([]);
    expectError(await cityList('abc'), 400, {
      code: 'VAL-400',
      field: 'cityId',
      message: ACCOUNT_MESSAGES.cityIdInvalid,
    });
  });
});

describe('a deleted account', () => {
  it('leaves every list at once: the place counts one seller fewer', async () => {
    const user = await createUser(suite.app);
    const session = await loginAs(suite.app, user);
    const [place] = await saved(session, [{ kind: 'store', name: 'Tienda del Adiós', ...CABA }]);
    const count = async () =>
      ((await cityList(CABA.cityId)).json() as { placeId: string }[]).filter(
        (each) => each.placeId === place!.placeId,
      ).length;
    expect(await count()).toBe(1);
    const res = await injectApi(
      suite.app,
      'POST',
      '/user/delete',
      {},
      {
        email: user.email,
        password: user.password,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await count()).toBe(0);
  });
});

describe('who may read and write', () => {
  it('the city list is public: anyone reads it, logged in or not', async () => {
    expect((await cityList(CABA.cityId)).statusCode).toBe(200);
    const res = await injectApi(suite.app, 'GET', `/places?cityId=${CABA.cityId}`, {
      ...ana.bearerHeaders,
    });
    expect(res.statusCode).toBe(200);
  });

  it('only a logged-in member writes, and only his own list', async () => {
    expect((await save(null, [retiro])).statusCode).toBe(401);
    const before = await profilePlaces(beto);
    await saved(ana, [{ kind: 'store', name: 'Solo de Ana', ...CABA }]);
    expect(await profilePlaces(beto)).toEqual(before);
  });

  it('a cookie session needs the CSRF header to write', async () => {
    const { cookie } = ana.cookieHeaders as { cookie: string };
    const res = await injectApi(suite.app, 'PUT', '/user/places', { cookie }, [retiro]);
    expect(res.statusCode).toBe(403);
  });
});

describe('refusals, in Spanish and naming the field', () => {
  it.each([
    [[{ ...retiro, kind: 'casa' }], '0.kind', M.kindInvalid],
    [[retiro, { ...retiro, name: 'Mi casa' }], '1.name', M.looksLikeHome],
    [[{ ...retiro, details: 'Av. Siempreviva 742, depto 3' }], '0.details', M.looksLikeHome],
    [[{ ...retiro, name: 'x\u0000y' }], '0.name', undefined],
    [[{ ...retiro, regionId: '' }], '0.regionId', M.regionRequired],
  ])('%j', async (list, field, message) => {
    const res = await save(ana, list);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VAL-400', field, ...(message && { message }) });
  });

  it('a sixth place', async () => {
    const six = Array.from({ length: 6 }, (_, n) => ({ ...retiro, name: `Lugar ${n}` }));
    expectError(await save(ana, six), 400, { code: 'VAL-400', message: M.tooMany });
  });

  it('the same place twice in one list', async () => {
    const res = await save(ana, [retiro, { ...retiro, name: 'ESTACION RETIRO hall central' }]);
    expectError(res, 400, { code: 'VAL-400', field: '1.name', message: M.repeated });
  });

  it('a province or a city not on the georef lists', async () => {
    expectError(await save(ana, [{ ...retiro, regionId: '98' }]), 400, {
      code: 'VAL-400',
      field: '0.regionId',
      message: ACCOUNT_MESSAGES.regionIdInvalid,
    });
    expectError(await save(ana, [{ ...retiro, cityId: '06441' }]), 400, {
      code: 'VAL-400',
      field: '0.cityId',
      message: ACCOUNT_MESSAGES.cityIdInvalid,
    });
  });

  it('changes nothing when refused', async () => {
    const before = await profilePlaces(ana);
    expect((await save(ana, [retiro, { ...retiro, cityId: '06441' }])).statusCode).toBe(400);
    expect(await profilePlaces(ana)).toEqual(before);
  });
});
