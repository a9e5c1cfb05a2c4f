import type { OlderResultsResponse, Reservation } from '@mdc/shared';
import { beforeAll, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { createUser, loginAs, type TestSession, type TestUser } from '../../../test/factories';
import { injectApi } from '../../../test/inject-api';
import { createLibraryWithCards } from '../../../test/library-factory';

/**
 * The older results page opens a seller's contact to a reader who holds an active or sold
 * reservation with him (decision 016), and to nobody else; a cancelled one closes it again.
 */

const suite = useTestApp();
let ana: TestUser;
let diego: TestUser;
let bruno: TestSession;
let searchId: string;
let anaCard: string;
let anaLibrary: string;
let diegoLibrary: string;

beforeAll(async () => {
  ana = await createUser(suite.app, { user: 'ana_cartas', phoneNumber: '+54 351 555-0199' });
  diego = await createUser(suite.app, { user: 'diego_vende', phoneNumber: '+54 11 4000-0000' });
  const buyer = await createUser(suite.app, { user: 'bruno_busca' });
  bruno = await loginAs(suite.app, buyer);
  const anas = await createLibraryWithCards(suite.app, ana, { name: 'Venta' }, [
    { name: 'Carta Buscada', set: 'XYZ', collectorNumber: '1', price: '3.00', quantity: 3 },
  ]);
  [anaLibrary, anaCard] = [anas.libraryId, anas.cards[0]!.id];
  diegoLibrary = (
    await createLibraryWithCards(suite.app, diego, { name: 'Venta' }, [
      { name: 'Carta Buscada', set: 'XYZ', collectorNumber: '1', price: '4.00' },
    ])
  ).libraryId;
  searchId = (
    await injectApi(suite.app, 'POST', '/search', bruno.bearerHeaders, ['Carta Buscada'])
  ).json().searchId;
});

const contacts = async (headers: Record<string, string>) => {
  const res = await injectApi(suite.app, 'GET', `/search/${searchId}`, headers);
  expect(res.statusCode).toBe(200);
  return (res.json() as OlderResultsResponse).results.map((item) => [
    item.ownerName,
    item.libraryId,
    item.ownerPhone,
    item.ownerEmail,
  ]);
};
const reserveFromAna = async () => {
  const res = await injectApi(suite.app, 'POST', '/reservation', bruno.cookieHeaders, [
    { cardId: anaCard, transactionType: 'sale' },
  ]);
  expect(res.statusCode).toBe(201);
  return (res.json() as Reservation[])[0]!.reservationId;
};
const patchAs = (session: TestSession, reservationId: string, change: object) =>
  injectApi(suite.app, 'PATCH', '/reservation', session.cookieHeaders, {
    reservationId,
    ...change,
  });

it('shows a buyer the contact of the sellers he holds an active or sold reservation with', async () => {
  const hidden = [
    ['ana_cartas', anaLibrary, '', ''],
    ['diego_vende', diegoLibrary, '', ''],
  ];
  const anaShown = [
    ['ana_cartas', anaLibrary, '+54 351 555-0199', ana.email],
    ['diego_vende', diegoLibrary, '', ''],
  ];
  expect(await contacts(bruno.bearerHeaders)).toEqual(hidden);

  const active = await reserveFromAna();
  expect(await contacts(bruno.bearerHeaders)).toEqual(anaShown);
  expect(await contacts({})).toEqual(hidden);
  const diegoSession = await loginAs(suite.app, diego);
  expect(await contacts(diegoSession.bearerHeaders)).toEqual([
    ['ana_cartas', anaLibrary, '', ''],
    ['diego_vende', diegoLibrary, '+54 11 4000-0000', diego.email],
  ]);

  const anaSession = await loginAs(suite.app, ana);
  expect((await patchAs(anaSession, active, { sold: true })).statusCode).toBe(200);
  expect(await contacts(bruno.bearerHeaders)).toEqual(anaShown);
});

it('hides it again when his only reservations with that seller are cancelled', async () => {
  const other = await createUser(suite.app, { user: 'carla_compra' });
  const carla = await loginAs(suite.app, other);
  const res = await injectApi(suite.app, 'POST', '/reservation', carla.cookieHeaders, [
    { cardId: anaCard, transactionType: 'sale' },
  ]);
  const reservationId = (res.json() as Reservation[])[0]!.reservationId;
  expect((await contacts(carla.bearerHeaders))[0]).toEqual([
    'ana_cartas',
    anaLibrary,
    '+54 351 555-0199',
    ana.email,
  ]);
  expect((await patchAs(carla, reservationId, { disabled: true })).statusCode).toBe(200);
  expect((await contacts(carla.bearerHeaders))[0]).toEqual(['ana_cartas', anaLibrary, '', '']);
});
