import {
  CONTACT_DAYS_AFTER_DELIVERY,
  type OlderResultsResponse,
  type Reservation,
} from '@mdc/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { loginAs, type TestSession, type TestUser } from '../../../test/factories';
import { injectApi } from '../../../test/inject-api';
import { createLibraryWithCards } from '../../../test/library-factory';
import { marketplaceFixture } from '../../../test/marketplace-fixture';
import { createTestClock } from '../../../test/test-clock';
import { expireReservations } from './expire-reservations';

/**
 * Contacts only while a deal is alive: each party sees the other's e-mail and phone
 * while a reservation is pending or answered and 30 days after the delivery; never after a
 * cancellation or an expiry, in GET /reservation (both sides) and on the older results page.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = createTestClock(new Date('2026-06-01T12:00:00Z'));
const suite = useTestApp({}, { clock: clock.now });
let seller: TestUser;
let buyer: TestUser;
let sellerSession: TestSession;
let buyerSession: TestSession;

beforeAll(async () => {
  ({ seller, buyer, sellerSession, buyerSession } = await marketplaceFixture(suite.app, {
    seller: { user: 'vera_vende', phoneNumber: '+54 11 4444-3333' },
    buyer: { user: 'bruno_busca', phoneNumber: '+54 351 555-4444' },
  }));
});

/** Sessions of the clock's now (a session ends after days without use). */
async function logIn() {
  sellerSession = await loginAs(suite.app, seller);
  buyerSession = await loginAs(suite.app, buyer);
}

/** Moves the clock, and both parties log in again. */
async function later(days: number) {
  clock.advance(days * DAY_MS);
  await logIn();
}

/** A new card of the seller (two copies: one stays listed after a sale), reserved by the buyer; the reservation's id and the card's name. */
async function reserveNewCard(name: string) {
  await createLibraryWithCards(suite.app, seller, { name: `Biblioteca ${name}` }, [
    { name, set: 'XYZ', collectorNumber: '1', price: '3.00', quantity: 2 },
  ]);
  const search = await injectApi(suite.app, 'POST', '/search', buyerSession.bearerHeaders, [name]);
  const { results, searchId } = search.json() as { results: { id: string }[]; searchId: string };
  const reserved = await injectApi(suite.app, 'POST', '/reservation', buyerSession.bearerHeaders, [
    { cardId: results[0]!.id, transactionType: 'sale' },
  ]);
  expect(reserved.statusCode).toBe(201);
  return { id: (reserved.json() as Reservation[])[0]!.reservationId, searchId };
}

const patch = (session: TestSession, reservationId: string, change: Record<string, boolean>) =>
  injectApi(suite.app, 'PATCH', '/reservation', session.bearerHeaders, {
    reservationId,
    ...change,
  });

/** What each side reads of the reservation, and what the buyer's older results page shows. */
async function contactsOf(reservation: { id: string; searchId: string }) {
  const read = async (session: TestSession, selling: boolean) => {
    const res = await injectApi(
      suite.app,
      'GET',
      `/reservation?selling=${selling}`,
      session.bearerHeaders,
    );
    const row = (res.json() as Reservation[]).find((r) => r.reservationId === reservation.id)!;
    return { name: row.name, email: row.email, phone: row.phone };
  };
  const older = await injectApi(
    suite.app,
    'GET',
    `/search/${reservation.searchId}`,
    buyerSession.bearerHeaders,
  );
  const [offer] = (older.json() as OlderResultsResponse).results;
  return {
    seller: await read(sellerSession, true),
    buyer: await read(buyerSession, false),
    olderResults: { email: offer!.ownerEmail, phone: offer!.ownerPhone },
  };
}

const visible = () => ({
  seller: { name: 'bruno_busca', email: buyer.email, phone: '+54 351 555-4444' },
  buyer: { name: 'vera_vende', email: seller.email, phone: '+54 11 4444-3333' },
  olderResults: { email: seller.email, phone: '+54 11 4444-3333' },
});
const gone = {
  seller: { name: 'bruno_busca', email: null, phone: null },
  buyer: { name: 'vera_vende', email: null, phone: null },
  olderResults: { email: '', phone: '' },
};

describe('the contacts of a reservation', () => {
  it('are shown while it is pending and answered, and gone once the buyer cancels', async () => {
    const reservation = await reserveNewCard('Carta Cancelada');
    expect(await contactsOf(reservation)).toEqual(visible());
    expect((await patch(sellerSession, reservation.id, { responded: true })).statusCode).toBe(200);
    expect(await contactsOf(reservation)).toEqual(visible());
    const cancelled = await patch(buyerSession, reservation.id, { disabled: true });
    expect(cancelled.json()).toMatchObject({ name: 'vera_vende', email: null, phone: null });
    expect(await contactsOf(reservation)).toEqual(gone);
  });

  it('are gone once it expires unanswered', async () => {
    const reservation = await reserveNewCard('Carta Vencida');
    await later(8);
    expect(await expireReservations(suite.app.db, clock.now(), 7, null)).toBe(1);
    expect(await contactsOf(reservation)).toEqual(gone);
  });

  it(`stay ${CONTACT_DAYS_AFTER_DELIVERY} days after the delivery, then go`, async () => {
    const reservation = await reserveNewCard('Carta Vendida');
    expect((await patch(sellerSession, reservation.id, { sold: true })).statusCode).toBe(200);
    await later(CONTACT_DAYS_AFTER_DELIVERY - 1);
    expect(await contactsOf(reservation)).toEqual(visible());
    await later(2);
    expect(await contactsOf(reservation)).toEqual(gone);
  });
});
