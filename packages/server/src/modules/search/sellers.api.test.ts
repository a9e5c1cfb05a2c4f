import {
  ERRORS,
  SEARCH_SELLERS_MAX,
  searchSellersResponseSchema,
  type Reservation,
  type SellerRecord,
  type SearchResponse,
} from '@mdc/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { geoDepartments, geoProvinces } from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { createUser, loginAs, type TestSession, type TestUser } from '../../../test/factories';
import { injectApi } from '../../../test/inject-api';
import { createLibraryWithCards } from '../../../test/library-factory';
import { createTestClock } from '../../../test/test-clock';

/**
 * POST /api/search/sellers: the records of the sellers a member's results show, by
 * the user names the result cards carry; counts and month of joining, never a contact.
 */

const clock = createTestClock(new Date('2026-03-10T12:00:00Z'));
const suite = useTestApp({}, { clock: clock.now });
let buyer: TestSession;
let dario: TestUser;
let ivoUser: TestUser;

beforeAll(async () => {
  const rita = await createUser(suite.app, { user: 'rita_vende' });
  const { cards } = await createLibraryWithCards(suite.app, rita, {}, [
    { name: 'Carta Fama', set: 'XYZ', collectorNumber: '1', price: '1.00', quantity: 5 },
  ]);
  clock.advance(40 * 24 * 60 * 60 * 1000);
  const ivo = await createUser(suite.app, { user: 'ivo_nuevo' });
  ivoUser = ivo;
  await createLibraryWithCards(suite.app, ivo, {}, [
    { name: 'Carta Fama', set: 'XYZ', collectorNumber: '1', price: '2.00' },
  ]);
  dario = await createUser(suite.app, { user: 'dario_baja' });
  buyer = await loginAs(suite.app, await createUser(suite.app, { user: 'beto_compra' }));
  // One delivery: rita's record counts it.
  const reserved = await injectApi(suite.app, 'POST', '/reservation', buyer.bearerHeaders, [
    { cardId: cards[0]!.id, transactionType: 'sale' },
  ]);
  expect(reserved.statusCode, reserved.body).toBe(201);
  const [reservation] = reserved.json() as Reservation[];
  const ritaSession = await loginAs(suite.app, rita);
  const sold = await injectApi(suite.app, 'PATCH', '/reservation', ritaSession.bearerHeaders, {
    reservationId: reservation!.reservationId,
    sold: true,
  });
  expect(sold.statusCode).toBe(200);
});

const sellers = (body: unknown, headers = buyer.bearerHeaders) =>
  injectApi(suite.app, 'POST', '/search/sellers', headers, body);
const byUser = (records: SellerRecord[]) =>
  [...records].sort((a, b) => a.user.localeCompare(b.user));

describe('POST /api/search/sellers', () => {
  it("answers the record of each seller of a member's results, never a contact", async () => {
    const search = await injectApi(suite.app, 'POST', '/search', buyer.bearerHeaders, [
      'Carta Fama',
    ]);
    const owners = (search.json() as SearchResponse).results.map((card) => card.ownerUser);
    expect(owners).toEqual(['rita_vende', 'ivo_nuevo']);
    const res = await sellers(owners);
    expect(res.statusCode).toBe(200);
    const body = res.json() as SellerRecord[];
    expect(byUser(body)).toEqual([
      {
        user: 'ivo_nuevo',
        deliveries: 0,
        purchases: 0,
        cancellations: 0,
        expirations: 0,
        memberSince: '2026-04',
        places: [],
      },
      {
        user: 'rita_vende',
        deliveries: 1,
        purchases: 0,
        cancellations: 0,
        expirations: 0,
        memberSince: '2026-03',
        places: [],
      },
    ]);
    expect(searchSellersResponseSchema.parse(body)).toEqual(body);
  });

  it('says where each seller meets, his order kept, the province and city named', async () => {
    await suite.app.db.insert(geoProvinces).values({ id: '06', name: 'Buenos Aires' });
    await suite.app.db
      .insert(geoDepartments)
      .values({ provinceId: '06', id: '06441', name: 'La Plata' });
    const ivo = await loginAs(suite.app, { ...ivoUser });
    const places = [
      {
        kind: 'store',
        name: 'Magic Lair',
        regionId: '06',
        cityId: '06441',
        hours: 'sábados 15 a 19',
      },
      { kind: 'public', name: 'Plaza Moreno', regionId: '06', cityId: '06441' },
    ];
    const saved = await injectApi(suite.app, 'PUT', '/user/places', ivo.bearerHeaders, places);
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await sellers(['ivo_nuevo', 'rita_vende']);
    expect(res.statusCode).toBe(200);
    const [ivoRecord, ritaRecord] = byUser(res.json() as SellerRecord[]);
    expect(ritaRecord!.places).toEqual([]);
    expect(ivoRecord!.places).toEqual([
      {
        placeId: expect.any(String),
        kind: 'store',
        name: 'Magic Lair',
        regionId: '06',
        cityId: '06441',
        region: 'Buenos Aires',
        city: 'La Plata',
        details: '',
        hours: 'sábados 15 a 19',
        days: [6],
      },
      expect.objectContaining({ name: 'Plaza Moreno', days: [], city: 'La Plata' }),
    ]);
  });

  it('reads names in any case, each once, and leaves out unknown and deleted accounts', async () => {
    const { email, password } = dario;
    const deleted = await injectApi(suite.app, 'POST', '/user/delete', {}, { email, password });
    expect(deleted.statusCode).toBe(200);
    const res = await sellers(['RITA_VENDE', 'rita_vende', 'nadie_asi', 'dario_baja']);
    expect(res.statusCode).toBe(200);
    expect((res.json() as SellerRecord[]).map((record) => record.user)).toEqual(['rita_vende']);
  });

  it('is for members only', async () => {
    const res = await sellers(['rita_vende'], {});
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(ERRORS.unauthenticated.code);
  });

  it.each([
    ['no names', []],
    ['more names than a search can show sellers', Array(SEARCH_SELLERS_MAX + 1).fill('rita_vende')],
    ['a name that is not text', [7]],
    ['an empty name', ['']],
    ['a name too long', ['a'.repeat(201)]],
    ['a name with a control character', ['rita\u0000vende']],
  ])('refuses %s with a Spanish 400', async (_what, body) => {
    const res = await sellers(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toMatch(/^VAL-/);
  });
});
