import { ERRORS, RESERVATION_MESSAGES, type Reservation } from '@mdc/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { createUser, loginAs, type TestSession, type TestUser } from '../../../test/factories';
import { injectApi } from '../../../test/inject-api';
import { createLibraryWithCards } from '../../../test/library-factory';
import { createTestClock } from '../../../test/test-clock';
import { formatUntil } from '../../lib/format-until';
import { reserveCards } from './reserve-cards';
import { expectError } from '../../../test/error-answer';

/**
 * Limits that stop contact harvesting, with small numbers in configuration: a new
 * account reserves from 2 distinct sellers at a time, an established one from 3; 2 cancellations
 * by the buyer in 24 h make him wait 24 h.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const LIMITS = { sellersNew: 2, sellersMax: 3, newAccountDays: 7, cancelsPerDay: 2 };
const clock = createTestClock(new Date('2026-06-01T12:00:00Z'));
const suite = useTestApp({ reservationLimits: LIMITS }, { clock: clock.now });

let cardCount = 0;
/** A seller with a library of one card (`copies` copies); the card's id. */
async function sellerWithCard(seller?: TestUser, copies = 3) {
  const owner = seller ?? (await createUser(suite.app));
  cardCount += 1;
  const { cards } = await createLibraryWithCards(suite.app, owner, { name: `Venta ${cardCount}` }, [
    {
      name: `Carta ${cardCount}`,
      set: 'XYZ',
      collectorNumber: '1',
      price: '2.00',
      quantity: copies,
    },
  ]);
  return { seller: owner, cardId: cards[0]!.id };
}

const reserve = (buyer: TestSession, cardId: string) =>
  injectApi(suite.app, 'POST', '/reservation', buyer.bearerHeaders, [
    { cardId, transactionType: 'sale' },
  ]);
const reservationOf = async (buyer: TestSession, cardId: string) => {
  const res = await reserve(buyer, cardId);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as Reservation[])[0]!.reservationId;
};
const change = (session: TestSession, reservationId: string, flags: Record<string, boolean>) =>
  injectApi(suite.app, 'PATCH', '/reservation', session.bearerHeaders, { reservationId, ...flags });

describe('open reservations with distinct sellers', () => {
  it('a new account reserves from 2 sellers at a time; more cards of those always pass', async () => {
    const buyer = await loginAs(suite.app, await createUser(suite.app));
    const first = await sellerWithCard();
    const second = await sellerWithCard();
    const third = await sellerWithCard();
    await reservationOf(buyer, first.cardId);
    await reservationOf(buyer, second.cardId);
    const refused = await reserve(buyer, third.cardId);
    expectError(refused, 409, {
      code: ERRORS.reservationSellersLimit.code,
      message: RESERVATION_MESSAGES.sellersLimit(2, true),
    });
    // Another card of a seller already reserved from, and another copy, pass.
    await reservationOf(buyer, (await sellerWithCard(first.seller)).cardId);
    await reservationOf(buyer, second.cardId);
    // Once the deals with one seller end (the seller cancels them), a third seller fits.
    const sellerSession = await loginAs(suite.app, second.seller);
    const list = await injectApi(
      suite.app,
      'GET',
      '/reservation?selling=true',
      sellerSession.bearerHeaders,
    );
    for (const row of list.json() as Reservation[]) {
      expect((await change(sellerSession, row.reservationId, { disabled: true })).statusCode).toBe(
        200,
      );
    }
    await reservationOf(buyer, third.cardId);
  });

  it('an account a week old with a confirmed delivery reserves from 3', async () => {
    const user = await createUser(suite.app);
    const buyer = await loginAs(suite.app, user);
    const delivered = await sellerWithCard();
    const deliveredId = await reservationOf(buyer, delivered.cardId);
    const sellerSession = await loginAs(suite.app, delivered.seller);
    expect((await change(sellerSession, deliveredId, { sold: true })).statusCode).toBe(200);
    const cards = [await sellerWithCard(), await sellerWithCard(), await sellerWithCard()];
    await reservationOf(buyer, cards[0]!.cardId);
    await reservationOf(buyer, cards[1]!.cardId);
    // A delivery alone is not enough while the account is younger than a week.
    expect((await reserve(buyer, cards[2]!.cardId)).json()).toMatchObject({
      message: RESERVATION_MESSAGES.sellersLimit(2, true),
    });
    clock.advance(8 * DAY_MS);
    const later = await loginAs(suite.app, user);
    await reservationOf(later, cards[2]!.cardId);
    const fourth = await reserve(later, (await sellerWithCard()).cardId);
    expectError(fourth, 409, {
      code: ERRORS.reservationSellersLimit.code,
      message: RESERVATION_MESSAGES.sellersLimit(3, false),
    });
  });
});

describe('a buyer who cancels', () => {
  it("is told the day and hour of Argentina's clock", () => {
    expect(formatUntil(new Date('2026-06-02T14:05:00Z'))).toBe('02/06 a las 11:05');
    expect(formatUntil(new Date('2026-12-31T23:59:00-03:00'))).toBe('31/12 a las 23:59');
  });

  it('waits 24 h after 2 cancellations within a day, told until when', async () => {
    const user = await createUser(suite.app);
    const { cardId } = await sellerWithCard(undefined, 5);
    for (let i = 0; i < 2; i += 1) {
      const id = await reservationOf(await loginAs(suite.app, user), cardId);
      clock.advance(60 * 60 * 1000);
      expect(
        (await change(await loginAs(suite.app, user), id, { disabled: true })).statusCode,
      ).toBe(200);
    }
    const cancelledAt = clock.now();
    const refused = await reserve(await loginAs(suite.app, user), cardId);
    expect(refused.headers['retry-after']).toBe(String(24 * 60 * 60));
    const until = formatUntil(new Date(cancelledAt.getTime() + DAY_MS));
    expectError(refused, 429, {
      code: ERRORS.reservationCancelWait.code,
      message: RESERVATION_MESSAGES.cancelWait(2, until),
    });
    clock.advance(DAY_MS - 60_000);
    expect((await reserve(await loginAs(suite.app, user), cardId)).statusCode).toBe(429);
    clock.advance(60_000);
    await reservationOf(await loginAs(suite.app, user), cardId);
  });

  it('is not held back by cancellations of the seller, or over more than a day', async () => {
    const user = await createUser(suite.app);
    const buyer = await loginAs(suite.app, user);
    const { seller, cardId } = await sellerWithCard(undefined, 5);
    const sellerSession = await loginAs(suite.app, seller);
    for (let i = 0; i < 3; i += 1) {
      const id = await reservationOf(buyer, cardId);
      expect((await change(sellerSession, id, { disabled: true })).statusCode).toBe(200);
    }
    const mine = await reservationOf(buyer, cardId);
    expect((await change(buyer, mine, { disabled: true })).statusCode).toBe(200);
    clock.advance(DAY_MS + 1000);
    const again = await loginAs(suite.app, user);
    const next = await reservationOf(again, cardId);
    expect((await change(again, next, { disabled: true })).statusCode).toBe(200);
    await reservationOf(again, cardId);
  });
});

describe('without limits', () => {
  it('reserves with every limit at Number.MAX_SAFE_INTEGER, as the demo writes its history', async () => {
    const { cardId } = await sellerWithCard();
    const buyer = await createUser(suite.app);
    const none = Number.MAX_SAFE_INTEGER;
    const limits = { sellersNew: none, sellersMax: none, newAccountDays: 0, cancelsPerDay: none };
    const items = [{ cardId, transactionType: 'sale' as const }];
    const result = await reserveCards(suite.app.db, buyer.id, items, clock.now(), null, limits);
    expect(result.reserved).toHaveLength(1);
  });
});
