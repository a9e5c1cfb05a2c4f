import { ERRORS, RESERVATION_LIST_MAX, RESERVATION_MESSAGES, type Reservation } from '@mdc/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestAppWithMail } from '../../../test/app';
import { createUser, loginAs, type TestSession, type TestUser } from '../../../test/factories';
import { injectApi } from '../../../test/inject-api';
import { createLibraryWithCards } from '../../../test/library-factory';
import { marketplaceFixture } from '../../../test/marketplace-fixture';
import { waitForOutboxSent } from '../../../test/outbox';
import { libraryCards, reservations } from '../../db/schema/index';
import { expectError } from '../../../test/error-answer';
import { scaled } from '../../../test/time-factor';

/** GET and PATCH /api/reservation: the two lists, their contacts and flags, every transition. */

let seller: TestUser;
let buyer: TestUser;
const sessions: Record<'seller' | 'buyer' | 'third', TestSession> = {} as never;
let cardId: string;
let reservationId: string;

const suite = useTestAppWithMail();
beforeAll(async () => {
  ({
    seller,
    buyer,
    sellerSession: sessions.seller,
    buyerSession: sessions.buyer,
  } = await marketplaceFixture(suite.app, {
    seller: { user: 'sofia_vende', phoneNumber: '+54 11 4444-1111' },
    buyer: { user: 'bruno_compra', phoneNumber: '+54 351 555-2222' },
  }));
  sessions.third = await loginAs(suite.app, await createUser(suite.app, { user: 'tercero' }));
});

// Each test: a new card of 2 copies, one of them reserved by the buyer.
beforeEach(async () => {
  const { cards } = await createLibraryWithCards(suite.app, seller, {}, [
    { name: 'Carta Uno', set: 'XYZ', collectorNumber: '1', price: '4.00', quantity: 2 },
  ]);
  cardId = cards[0]!.id;
  const res = await call('buyer', 'POST', '/reservation', [{ cardId, transactionType: 'sale' }]);
  expect(res.statusCode).toBe(201);
  reservationId = (res.json() as Reservation[])[0]!.reservationId;
});

function call(
  who: keyof typeof sessions | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
) {
  return injectApi(suite.app, method, url, who ? sessions[who].cookieHeaders : {}, payload);
}
const patch = (who: keyof typeof sessions | null, change: Record<string, unknown>) =>
  call(who, 'PATCH', '/reservation', { reservationId, ...change });
const list = async (who: keyof typeof sessions, selling: boolean) => {
  const res = await call(who, 'GET', `/reservation?selling=${selling}`);
  expect(res.statusCode).toBe(200);
  return res.json() as Reservation[];
};
/** The texts of the cancellation mails to `to` received after the first `mark` mails. */
const cancelMails = (to: string, mark = 0) =>
  suite.smtp.mails
    .slice(mark)
    .filter((mail) => mail.to.includes(to) && mail.subject === CANCELLED)
    .map((mail) => mail.text);
const CANCELLED = 'Se cancelaron reservas en Mercado de Cartas';
/** The test suite.app's PUBLIC_URL, the mails' links' origin. */
const SITE = 'http://localhost:3000';
/** Mails received after the first `mark`, but those of reserving (beforeEach's may come late). */
const afterReserving = (mark: number) =>
  suite.smtp.mails
    .slice(mark)
    .filter((mail) => !/^(Te reservaron|Tus reservas)/.test(mail.subject));
const quantity = async () =>
  (await suite.app.db.select().from(libraryCards).where(eq(libraryCards.id, cardId)))[0]?.quantity;

describe('GET /api/reservation', () => {
  it('gives each party the other one’s contact, and nobody else anything', async () => {
    const asSeller = (await list('seller', true)).find((r) => r.reservationId === reservationId)!;
    expect(asSeller).toMatchObject({
      cardName: 'Carta Uno',
      price: '4.00',
      name: 'bruno_compra',
      email: buyer.email,
      phone: '+54 351 555-2222',
      cardId,
    });
    const asBuyer = (await list('buyer', false)).find((r) => r.reservationId === reservationId)!;
    expect(asBuyer).toMatchObject({
      name: 'sofia_vende',
      email: seller.email,
      phone: '+54 11 4444-1111',
    });
    expect(await list('third', true)).toEqual([]);
    expect(await list('third', false)).toEqual([]);
    expect(await list('buyer', true)).toEqual([]);
    expect((await call(null, 'GET', '/reservation?selling=true')).statusCode).toBe(401);
  });

  it('answers the new flags as they were, then clears them for that side only', async () => {
    const first = (await list('seller', true)).find((r) => r.reservationId === reservationId)!;
    expect([first.sellerNew, first.buyerNew]).toEqual([true, true]);
    const again = (await list('seller', true)).find((r) => r.reservationId === reservationId)!;
    expect([again.sellerNew, again.buyerNew]).toEqual([false, true]);
    const buyerFirst = (await list('buyer', false)).find((r) => r.reservationId === reservationId)!;
    expect([buyerFirst.sellerNew, buyerFirst.buyerNew]).toEqual([false, true]);
    const buyerAgain = (await list('buyer', false)).find((r) => r.reservationId === reservationId)!;
    expect(buyerAgain.buyerNew).toBe(false);
  });

  it(`answers the newest ${RESERVATION_LIST_MAX} of a side, no more`, async () => {
    const collector = await createUser(suite.app, { user: 'coleccionista' });
    const start = Date.parse('2026-01-01T00:00:00Z');
    const rows = Array.from({ length: RESERVATION_LIST_MAX + 1 }, (_, i) => ({
      buyerId: collector.id,
      sellerId: seller.id,
      transactionType: 'sale' as const,
      cardName: `Carta ${i}`,
      price: '1.00',
      foil: false,
      createdAt: new Date(start + i * 60_000),
      updatedAt: new Date(start + i * 60_000),
    }));
    for (let i = 0; i < rows.length; i += 500) {
      await suite.app.db.insert(reservations).values(rows.slice(i, i + 500));
    }
    const res = await injectApi(suite.app, 'GET', '/reservation?selling=false', {
      ...(await loginAs(suite.app, collector)).bearerHeaders,
    });
    const listed = res.json() as Reservation[];
    expect(listed.length).toBe(RESERVATION_LIST_MAX);
    expect([listed[0]!.cardName, listed.at(-1)!.cardName]).toEqual([
      `Carta ${RESERVATION_LIST_MAX}`,
      'Carta 1',
    ]);
  });

  it.each(['', 'si', 'TRUE'])('answers 400 for selling=%j', async (value) => {
    const res = await call('buyer', 'GET', `/reservation?selling=${value}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: ERRORS.validation.code,
      message: RESERVATION_MESSAGES.sellingInvalid,
    });
  });
});

describe('PATCH /api/reservation', () => {
  it('answers 404 to a third user and 401 to anonymous, for every change, changing nothing', async () => {
    for (const change of [{ sold: true }, { disabled: true }, { responded: true }]) {
      const res = await patch('third', change);
      expectError(res, 404, { code: 'RES-404', message: RESERVATION_MESSAGES.notFound });
      expect((await patch(null, change)).statusCode).toBe(401);
    }
    const row = (await list('buyer', false)).find((r) => r.reservationId === reservationId)!;
    expect([row.sold, row.disabled, row.responded]).toEqual([false, false, false]);
  });

  it('lets only the seller confirm delivery or mark responded', async () => {
    for (const change of [{ sold: true }, { responded: true }]) {
      const res = await patch('buyer', change);
      expectError(res, 403, { code: 'RES-403', message: RESERVATION_MESSAGES.sellerOnly });
    }
    const responded = await patch('seller', { responded: true, sold: false, disabled: false });
    expect(responded.statusCode).toBe(200);
    expect(responded.json()).toMatchObject({ responded: true, sold: false, name: 'bruno_compra' });
    // The client sends every flag as it stands: the buyer's cancel repeats responded: true.
    const cancelled = await patch('buyer', { responded: true, sold: false, disabled: true });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      responded: true,
      disabled: true,
      name: 'sofia_vende',
    });
  });

  it('confirming takes one copy out; a sold reservation cannot be cancelled by either', async () => {
    const before = await quantity();
    const sold = await patch('seller', { sold: true });
    expect(sold.statusCode).toBe(200);
    expect(sold.json()).toMatchObject({ sold: true, disabled: false });
    expect(await quantity()).toBe(before! - 1);
    expect((await patch('seller', { sold: true })).json()).toMatchObject({ sold: true });
    expect(await quantity()).toBe(before! - 1);
    for (const who of ['buyer', 'seller'] as const) {
      const res = await patch(who, { disabled: true });
      expectError(res, 409, {
        code: 'RES-002',
        message: RESERVATION_MESSAGES.soldCannotCancel,
      });
    }
  });

  it('the buyer or the seller cancels; twice is the same state; cancelled cannot be sold', async () => {
    for (const who of ['buyer', 'buyer'] as const) {
      const res = await patch(who, { disabled: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ disabled: true, sold: false });
    }
    const res = await patch('seller', { sold: true });
    expectError(res, 409, {
      code: 'RES-003',
      message: RESERVATION_MESSAGES.cancelledCannotSell,
    });
  });

  it('the seller cancels too', async () => {
    const res = await patch('seller', { disabled: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ disabled: true, name: 'bruno_compra' });
  });

  it('confirming the last copy deletes the line; its reservation stays listed', async () => {
    const before = (await quantity())!;
    // Reserve the rest, then confirm them all: each confirmation takes a copy.
    const rest = await call(
      'buyer',
      'POST',
      '/reservation',
      Array.from({ length: before - 1 }, () => ({ cardId, transactionType: 'sale' })),
    );
    const all = [reservationId, ...(rest.json() as Reservation[]).map((r) => r.reservationId)];
    for (const id of all) {
      expect(
        (await call('seller', 'PATCH', '/reservation', { reservationId: id, sold: true }))
          .statusCode,
      ).toBe(200);
    }
    expect(await quantity()).toBeUndefined();
    const listed = (await list('seller', true)).find((r) => r.reservationId === reservationId)!;
    expect(listed).toMatchObject({ sold: true, cardId: null, cardName: 'Carta Uno' });
  });

  it.each([
    ['buyer', 'bruno_compra', 'el comprador las canceló'],
    ['seller', 'sofia_vende', 'el vendedor las canceló'],
  ] as const)('a cancel by the %s mails the other party once', async (who, by, why) => {
    const told = who === 'buyer' ? seller : buyer;
    await waitForOutboxSent(suite.app.db); // the mails of earlier tests are not this one's
    const mark = suite.smtp.mails.length;
    expect((await patch(who, { disabled: true })).statusCode).toBe(200);
    expect((await patch(who, { disabled: true })).statusCode).toBe(200);
    await expect
      .poll(() => cancelMails(told.email, mark).length, { timeout: scaled(10_000) })
      .toBe(1);
    await waitForOutboxSent(suite.app.db);
    expect(afterReserving(mark).map((mail) => mail.to)).toEqual([[told.email]]);
    expect(cancelMails(told.email, mark)[0]).toContain(
      `Se cancelaron tus reservas con ${by} porque ${why}:\n\n• Carta Uno`,
    );
    // The link opens the told party's side of the reservations, showing this one.
    const tab = who === 'buyer' ? 'sales' : 'my-orders';
    expect(cancelMails(told.email, mark)[0]).toContain(
      `${SITE}/dashboard?tab=${tab}&reservation=${reservationId}\n`,
    );
  });

  it('confirming delivery mails the buyer once, with the link; answering mails nobody', async () => {
    await waitForOutboxSent(suite.app.db);
    const mark = suite.smtp.mails.length;
    expect((await patch('seller', { responded: true })).statusCode).toBe(200);
    expect((await patch('seller', { sold: true })).statusCode).toBe(200);
    expect((await patch('seller', { sold: true })).statusCode).toBe(200);
    const delivered = () =>
      afterReserving(mark).filter(
        (mail) => mail.subject === 'Entrega confirmada en Mercado de Cartas',
      );
    await expect.poll(() => delivered().length, { timeout: scaled(10_000) }).toBe(1);
    await waitForOutboxSent(suite.app.db);
    expect(afterReserving(mark).map((mail) => mail.to)).toEqual([[buyer.email]]);
    const { text } = delivered()[0]!;
    expect(text).toContain('sofia_vende confirmó la entrega de esta carta:\n\n• Carta Uno');
    expect(text).toContain(`sofia_vende: email ${seller.email}, teléfono +54 11 4444-1111.`);
    expect(text).toContain(
      `Ver mis reservas: ${SITE}/dashboard?tab=my-orders&reservation=${reservationId}\n`,
    );
  });

  it.each([
    [{ reservationId: 'x' }, RESERVATION_MESSAGES.reservationIdInvalid],
    [{ sold: 'si' }, 'El valor debe ser verdadero o falso.'],
  ])('answers 400 in Spanish to %j', async (change, message) => {
    const res = await patch('seller', change);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ERRORS.validation.code, message });
  });
});
