import { ERRORS, type Reputation, type Reservation } from '@mdc/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { loginAs, type TestSession, type TestUser } from '../../../test/factories';
import { CABA, insertTestGeo } from '../../../test/geo';
import { injectApi } from '../../../test/inject-api';
import { marketplaceFixture } from '../../../test/marketplace-fixture';
import { createTestClock } from '../../../test/test-clock';
import { expireReservations } from './expire-reservations';
import { expectError } from '../../../test/error-answer';

/**
 * Reputation without escrow: each transition of a reservation counts in the same
 * transaction; the public read shows counts and the user name, never a contact.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = createTestClock(new Date('2026-03-10T12:00:00Z'));
const suite = useTestApp({}, { clock: clock.now });
let seller: TestUser;
let buyer: TestUser;
let sellerSession: TestSession;
let buyerSession: TestSession;
let cardId: string;

beforeAll(async () => {
  const market = await marketplaceFixture(suite.app, {
    seller: { user: 'rita_vende' },
    buyer: { user: 'beto_compra' },
    cards: [{ name: 'Carta Fama', set: 'XYZ', collectorNumber: '1', price: '1.00', quantity: 20 }],
  });
  ({ seller, buyer, sellerSession, buyerSession } = market);
  cardId = market.cards[0]!.id;
});

async function logIn() {
  sellerSession = await loginAs(suite.app, seller);
  buyerSession = await loginAs(suite.app, buyer);
}
async function reserve() {
  const res = await injectApi(suite.app, 'POST', '/reservation', buyerSession.bearerHeaders, [
    { cardId, transactionType: 'sale' },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as Reservation[])[0]!;
}
const patch = (session: TestSession, reservationId: string, flags: Record<string, boolean>) =>
  injectApi(suite.app, 'PATCH', '/reservation', session.bearerHeaders, { reservationId, ...flags });
const reputationOf = async (user: string) => {
  const res = await injectApi(suite.app, 'GET', `/reputation/${user}`, {});
  expect(res.statusCode).toBe(200);
  return res.json() as Reputation;
};
const counts = async (user: string) => {
  const { deliveries, purchases, cancellations, expirations } = await reputationOf(user);
  return { deliveries, purchases, cancellations, expirations };
};
const zero = { deliveries: 0, purchases: 0, cancellations: 0, expirations: 0 };

describe('reputation', () => {
  it('starts at zero, public, with the month of joining and no contact', async () => {
    expect(await reputationOf('RITA_VENDE')).toEqual({
      user: 'rita_vende',
      ...zero,
      // Made on the test clock's day.
      memberSince: '2026-03',
    });
    const unknown = await injectApi(suite.app, 'GET', '/reputation/nadie_asi', {});
    expectError(unknown, 404, {
      code: ERRORS.reputationNotFound.code,
      message: ERRORS.reputationNotFound.message,
    });
  });

  it('counts a delivery for the seller and a purchase for the buyer', async () => {
    const { reservationId } = await reserve();
    expect((await patch(sellerSession, reservationId, { sold: true })).statusCode).toBe(200);
    expect(await counts('rita_vende')).toEqual({ ...zero, deliveries: 1 });
    expect(await counts('beto_compra')).toEqual({ ...zero, purchases: 1 });
    // The reservation screens carry the other party's record.
    const list = await injectApi(
      suite.app,
      'GET',
      '/reservation?selling=false',
      buyerSession.bearerHeaders,
    );
    const row = (list.json() as Reservation[]).find((r) => r.reservationId === reservationId)!;
    expect(row.reputation).toMatchObject({ deliveries: 1, purchases: 0 });
  });

  it('counts a cancellation only after an answer, for who cancelled', async () => {
    const unanswered = await reserve();
    expect(
      (await patch(buyerSession, unanswered.reservationId, { disabled: true })).statusCode,
    ).toBe(200);
    expect(await counts('beto_compra')).toEqual({ ...zero, purchases: 1 });
    const answered = await reserve();
    await patch(sellerSession, answered.reservationId, { responded: true });
    await patch(buyerSession, answered.reservationId, { disabled: true });
    expect(await counts('beto_compra')).toEqual({ ...zero, purchases: 1, cancellations: 1 });
    const bySeller = await reserve();
    await patch(sellerSession, bySeller.reservationId, { responded: true });
    await patch(sellerSession, bySeller.reservationId, { disabled: true });
    expect(await counts('rita_vende')).toEqual({ ...zero, deliveries: 1, cancellations: 1 });
  });

  it("shows a library's owner, place, record and meeting points on its public side, never a contact", async () => {
    await insertTestGeo(suite.app);
    const retiro = { kind: 'public', name: 'Estación Retiro', ...CABA, hours: 'sábados 15 a 19' };
    const saved = await injectApi(suite.app, 'PUT', '/user/places', sellerSession.bearerHeaders, [
      retiro,
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const mine = await injectApi(suite.app, 'GET', '/library', sellerSession.bearerHeaders);
    const [library] = mine.json() as { internalId: string }[];
    const owner = await injectApi(suite.app, 'GET', `/library/${library!.internalId}/owner`, {});
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual({
      user: 'rita_vende',
      region: 'Córdoba',
      city: 'Capital',
      deliveries: 1,
      purchases: 0,
      cancellations: 1,
      expirations: 0,
      memberSince: '2026-03',
      places: [
        {
          ...retiro,
          placeId: expect.any(String),
          details: '',
          days: [6],
          region: 'Ciudad Autónoma de Buenos Aires',
          city: 'Comuna 1',
        },
      ],
    });
    const missing = await injectApi(suite.app, 'GET', `/library/${crypto.randomUUID()}/owner`, {});
    expectError(missing, 404, {
      code: ERRORS.libraryNotFound.code,
      message: ERRORS.libraryNotFound.message,
    });
  });

  it('refuses a malformed library id or user name with a Spanish 400', async () => {
    for (const url of ['/library/no-es-un-id/owner', `/reputation/${'a'.repeat(201)}`]) {
      const res = await injectApi(suite.app, 'GET', url, {});
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toMatch(/^VAL-/);
    }
  });

  it('counts an expiry for the seller who did not answer', async () => {
    await reserve();
    clock.advance(8 * DAY_MS);
    await logIn();
    expect(await expireReservations(suite.app.db, clock.now(), 7, null)).toBe(1);
    expect(await counts('rita_vende')).toEqual({
      ...zero,
      deliveries: 1,
      cancellations: 1,
      expirations: 1,
    });
  });
});
