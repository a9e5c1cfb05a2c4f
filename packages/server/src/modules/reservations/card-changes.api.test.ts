import {
  RESERVATION_MESSAGES,
  type LibraryCardsResponse,
  type Reservation,
  type SearchResponse,
} from '@mdc/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestAppWithMail } from '../../../test/app';
import {
  createUser,
  DEFAULT_PASSWORD,
  loginAs,
  type TestSession,
  type TestUser,
} from '../../../test/factories';
import { injectApi } from '../../../test/inject-api';
import { createLibraryWithCards } from '../../../test/library-factory';
import { marketplaceFixture } from '../../../test/marketplace-fixture';
import { mailOutbox } from '../../db/schema/index';
import { expectError } from '../../../test/error-answer';
import { scaled } from '../../../test/time-factor';

/**
 * The reserved flag where cards are read (search, the owner's and the public library), and what
 * editing or deleting a card, deleting its library or deleting an account does to reservations.
 */

let seller: TestUser;
let buyer: TestUser;
let sellerSession: TestSession;
let buyerSession: TestSession;
let libraryId: string;
let cardId: string;

const suite = useTestAppWithMail();
beforeAll(async () => {
  ({ seller, buyer, sellerSession, buyerSession } = await marketplaceFixture(suite.app, {
    seller: { user: 'sofia_vende' },
    buyer: { user: 'bruno_compra' },
  }));
});

/** The text of the mail to `to` with `subject` received after the first `mark` mails. */
async function mailText(mark: number, to: string, subject: string): Promise<string> {
  const find = () =>
    suite.smtp.mails.slice(mark).find((mail) => mail.to.includes(to) && mail.subject === subject);
  await expect.poll(find, { timeout: scaled(10_000) }).toBeTruthy();
  return find()!.text;
}
const CANCELLED = 'Se cancelaron reservas en Mercado de Cartas';

// Each test: a new library with one card of 2 copies ('Carta Reservable').
beforeEach(async () => {
  const created = await createLibraryWithCards(suite.app, seller, {}, [
    { name: 'Carta Reservable', set: 'XYZ', collectorNumber: '9', price: '5.00', quantity: 2 },
  ]);
  libraryId = created.libraryId;
  cardId = created.cards[0]!.id;
  await suite.app.db.delete(mailOutbox);
});

async function reserve(copies: number): Promise<Reservation[]> {
  const items = Array.from({ length: copies }, () => ({ cardId, transactionType: 'sale' }));
  const res = await injectApi(suite.app, 'POST', '/reservation', buyerSession.cookieHeaders, items);
  expect(res.statusCode).toBe(201);
  return res.json() as Reservation[];
}
const cancel = (reservationId: string) =>
  injectApi(suite.app, 'PATCH', '/reservation', buyerSession.cookieHeaders, {
    reservationId,
    disabled: true,
  });
const buyerList = async () =>
  (
    await injectApi(suite.app, 'GET', '/reservation?selling=false', buyerSession.bearerHeaders)
  ).json() as Reservation[];

async function reservedEverywhere(): Promise<boolean[]> {
  const search = await injectApi(suite.app, 'POST', '/search', buyerSession.bearerHeaders, [
    'Carta Reservable',
  ]);
  const offer = (search.json() as SearchResponse).results.find((card) => card.id === cardId)!;
  const publicPage = await injectApi(suite.app, 'GET', `/library/${libraryId}/public`, {});
  const own = await injectApi(
    suite.app,
    'GET',
    `/library/${libraryId}`,
    sellerSession.bearerHeaders,
  );
  return [
    offer.reserved,
    (publicPage.json() as LibraryCardsResponse).cards[0]!.reserved,
    (own.json() as LibraryCardsResponse).cards[0]!.reserved,
  ];
}

describe('the reserved flag', () => {
  it('shows once the last copy is reserved (search, public page, owner) and goes on cancel', async () => {
    const [first] = await reserve(1);
    expect(await reservedEverywhere()).toEqual([false, false, false]);
    const etag = (await injectApi(suite.app, 'GET', `/library/${libraryId}/public`, {})).headers
      .etag;
    const [second] = await reserve(1);
    expect(await reservedEverywhere()).toEqual([true, true, true]);
    const after = (await injectApi(suite.app, 'GET', `/library/${libraryId}/public`, {})).headers
      .etag;
    expect(after).not.toBe(etag);
    expect((await cancel(second!.reservationId)).statusCode).toBe(200);
    expect(await reservedEverywhere()).toEqual([false, false, false]);
    expect(first!.disabled).toBe(false);
  });
});

describe('editing a reserved card', () => {
  it('refuses a quantity below its active reservations (edit and import), allows the rest', async () => {
    await reserve(2);
    const edit = (quantity: number) =>
      injectApi(suite.app, 'PATCH', '/library/card', sellerSession.cookieHeaders, {
        id: cardId,
        quantity,
        price: '6.00',
      });
    const refused = await edit(1);
    expectError(refused, 409, {
      code: 'RES-004',
      message: RESERVATION_MESSAGES.quantityBelowReserved(2),
    });
    const imported = await injectApi(
      suite.app,
      'POST',
      '/library/card',
      sellerSession.cookieHeaders,
      [
        {
          libraryId,
          name: 'Carta Reservable',
          set: 'XYZ',
          collectorNumber: '9',
          quantity: 1,
          price: '5',
        },
      ],
    );
    expect(imported.statusCode).toBe(409);
    expect(imported.json().code).toBe('RES-004');
    const raised = await edit(3);
    expect(raised.statusCode).toBe(200);
    expect(raised.json()).toMatchObject({ quantity: 3, price: '6.00', reserved: false });
    // The buyer keeps the price agreed when reserving.
    expect((await buyerList()).filter((r) => r.cardId === cardId).map((r) => r.price)).toEqual([
      '5.00',
      '5.00',
    ]);
  });
});

describe('deleting what a reservation holds', () => {
  async function expectCancelledAndMailed(ids: string[], mark: number) {
    const listed = (await buyerList()).filter((r) => ids.includes(r.reservationId));
    expect(listed.map((r) => [r.disabled, r.cardId, r.cardName])).toEqual(
      ids.map(() => [true, null, 'Carta Reservable']),
    );
    const rows = await suite.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, buyer.email));
    expect(rows.map((row) => row.subject)).toEqual([CANCELLED]);
    const text = await mailText(mark, buyer.email, CANCELLED);
    expect(text).toContain(
      'Se cancelaron tus reservas con sofia_vende porque el vendedor quitó la carta de su biblioteca:\n\n• Carta Reservable',
    );
    // The link to the buyer's side, the reservations named.
    expect(text).toContain(`/dashboard?tab=my-orders&reservation=`);
    for (const id of ids) expect(text).toContain(id);
  }

  it('a deleted card cancels its active reservations and tells the buyer once', async () => {
    const reserved = await reserve(2);
    await suite.app.db.delete(mailOutbox);
    const mark = suite.smtp.mails.length;
    const res = await injectApi(
      suite.app,
      'DELETE',
      `/library/card/${cardId}`,
      sellerSession.cookieHeaders,
    );
    expect(res.statusCode).toBe(204);
    await expectCancelledAndMailed(
      reserved.map((r) => r.reservationId),
      mark,
    );
  });

  it('a deleted library does the same; sold reservations stay sold', async () => {
    const [sold, active] = await reserve(2);
    const confirm = await injectApi(
      suite.app,
      'PATCH',
      '/reservation',
      sellerSession.cookieHeaders,
      {
        reservationId: sold!.reservationId,
        sold: true,
      },
    );
    expect(confirm.statusCode).toBe(200);
    await suite.app.db.delete(mailOutbox);
    const mark = suite.smtp.mails.length;
    const res = await injectApi(
      suite.app,
      'DELETE',
      `/library/${libraryId}`,
      sellerSession.cookieHeaders,
    );
    expect(res.statusCode).toBe(204);
    await expectCancelledAndMailed([active!.reservationId], mark);
    const soldRow = (await buyerList()).find((r) => r.reservationId === sold!.reservationId)!;
    expect([soldRow.sold, soldRow.disabled]).toEqual([true, false]);
  });
});

describe('deleting an account', () => {
  it("cancels the buyer's active reservations, tells the seller and frees the copies", async () => {
    const leaving = await createUser(suite.app, { user: 'ernesto_se_va' });
    const session = await loginAs(suite.app, leaving);
    const res = await injectApi(suite.app, 'POST', '/reservation', session.cookieHeaders, [
      { cardId, transactionType: 'sale' },
      { cardId, transactionType: 'sale' },
    ]);
    expect(res.statusCode).toBe(201);
    expect((await reservedEverywhere())[1]).toBe(true);
    const mark = suite.smtp.mails.length;
    const deleted = await suite.app.inject({
      method: 'POST',
      url: '/api/user/delete',
      payload: { email: leaving.email, password: DEFAULT_PASSWORD },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    const sellerSide = (
      await injectApi(suite.app, 'GET', '/reservation?selling=true', sellerSession.bearerHeaders)
    ).json() as Reservation[];
    expect(sellerSide.filter((r) => r.name === 'ernesto_se_va').map((r) => r.disabled)).toEqual([
      true,
      true,
    ]);
    expect(await reservedEverywhere()).toEqual([false, false, false]);
    const text = await mailText(mark, seller.email, CANCELLED);
    expect(text).toContain(
      'Se cancelaron tus reservas con ernesto_se_va porque la otra persona dio de baja su cuenta:',
    );
    // The link to the seller's side, the reservations named.
    expect(text).toMatch(/\/dashboard\?tab=sales&reservation=[0-9a-f-]{36},[0-9a-f-]{36}/);
  });
});
