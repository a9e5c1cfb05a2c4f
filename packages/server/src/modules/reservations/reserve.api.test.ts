import {
  ERRORS,
  LIBRARY_MESSAGES,
  RESERVATION_MESSAGES,
  reservationsSchema,
  type Reservation,
} from '@mdc/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestAppWithMail } from '../../../test/app';
import { createUser, type TestSession, type TestUser } from '../../../test/factories';
import { injectApi } from '../../../test/inject-api';
import { createLibraryWithCards } from '../../../test/library-factory';
import { marketplaceFixture } from '../../../test/marketplace-fixture';
import { mailOutbox, reservations, users } from '../../db/schema/index';
import { expectError } from '../../../test/error-answer';
import { scaled } from '../../../test/time-factor';

/** POST /api/reservation: who may reserve what, all or nothing, and the mails it enqueues. */

let seller: TestUser;
let buyer: TestUser;
let buyerSession: TestSession;
let sellerSession: TestSession;
const ids = {} as Record<'one' | 'two' | 'three' | 'tradeOnly' | 'wanted' | 'gone' | 'own', string>;

const card = (name: string, quantity = 1) => ({
  name,
  set: 'XYZ',
  collectorNumber: '1',
  price: '2.50',
  quantity,
});

const suite = useTestAppWithMail();
beforeAll(async () => {
  const sale = await marketplaceFixture(suite.app, {
    seller: { user: 'sofia_vende', phoneNumber: '+54 11 4444-1111' },
    buyer: { user: 'bruno_compra', phoneNumber: '+54 351 555-2222' },
    library: { name: 'Venta', trading: true },
    cards: [card('Carta Uno'), card('Carta Dos', 2), card('Carta Tres', 3)],
  });
  ({ seller, buyer, sellerSession, buyerSession } = sale);
  [ids.one, ids.two, ids.three] = sale.cards.map((c) => c.id) as [string, string, string];
  const tradeOnly = await createLibraryWithCards(
    suite.app,
    seller,
    { selling: false, trading: true },
    [card('Carta Cambio')],
  );
  ids.tradeOnly = tradeOnly.cards[0]!.id;
  const wanted = await createLibraryWithCards(suite.app, seller, { buying: true }, [
    { name: 'Carta Buscada' },
  ]);
  ids.wanted = wanted.cards[0]!.id;
  const gone = await createUser(suite.app, { user: 'dario_baja' });
  const goneCards = await createLibraryWithCards(suite.app, gone, {}, [card('Carta Baja')]);
  ids.gone = goneCards.cards[0]!.id;
  await suite.app.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, gone.id));
  const own = await createLibraryWithCards(suite.app, buyer, {}, [card('Carta Propia')]);
  ids.own = own.cards[0]!.id;
});

const reserve = (session: TestSession | null, payload: unknown) =>
  injectApi(suite.app, 'POST', '/reservation', session?.cookieHeaders ?? {}, payload);

const forSale = (...cardIds: string[]) =>
  cardIds.map((cardId) => ({ cardId, transactionType: 'sale' }));

const activeOf = async (cardId: string) =>
  (await suite.app.db.select().from(reservations).where(eq(reservations.cardId, cardId))).filter(
    (row) => !row.sold && !row.disabled,
  ).length;

describe('POST /api/reservation', () => {
  it('refuses anonymous users (401) and a write without the CSRF header (403)', async () => {
    const anonymous = await reserve(null, [{ cardId: ids.one, transactionType: 'sale' }]);
    expectError(anonymous, 401, {
      code: ERRORS.unauthenticated.code,
      message: ERRORS.unauthenticated.message,
    });
    const { 'x-xsrf-token': _, ...withoutCsrf } = buyerSession.cookieHeaders;
    const forged = await injectApi(suite.app, 'POST', '/reservation', withoutCsrf, [
      { cardId: ids.one, transactionType: 'sale' },
    ]);
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe(ERRORS.csrfMismatch.code);
  });

  it.each([
    ['not a list', { cardId: 'x' }, RESERVATION_MESSAGES.itemsInvalid],
    ['an empty list', [], RESERVATION_MESSAGES.itemsEmpty],
    [
      'a bad uuid',
      [{ cardId: 'no-es-uuid', transactionType: 'sale' }],
      LIBRARY_MESSAGES.cardIdInvalid,
    ],
    [
      'a bad transaction type',
      [{ cardId: '00000000-0000-4000-8000-000000000000', transactionType: 'regalo' }],
      RESERVATION_MESSAGES.transactionTypeInvalid,
    ],
    [
      'too many items',
      Array.from({ length: 101 }, () => ({
        cardId: '00000000-0000-4000-8000-000000000000',
        transactionType: 'sale',
      })),
      RESERVATION_MESSAGES.itemsTooMany,
    ],
  ])('answers 400 in Spanish for %s', async (_, payload, message) => {
    const res = await reserve(buyerSession, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ERRORS.validation.code, message });
  });

  it('reserves nothing when one card is unavailable, and names each unavailable card', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const res = await reserve(buyerSession, [
      ...forSale(ids.three, ids.tradeOnly, ids.wanted, ids.gone),
      { cardId: missing, transactionType: 'trade' },
    ]);
    expectError(res, 409, {
      code: 'RES-001',
      message: RESERVATION_MESSAGES.unavailable,
      unavailable: [ids.tradeOnly, ids.wanted, ids.gone, missing],
      own: [],
    });
    expect(await activeOf(ids.three)).toBe(0);
  });

  it("says so when the buyer's own cards are asked for, naming them, apart from the others", async () => {
    const res = await reserve(buyerSession, forSale(ids.three, ids.own, ids.gone, ids.own));
    expectError(res, 409, {
      code: 'RES-005',
      message:
        'No podés reservar tu propia carta: Carta Propia. No se reservó ninguna: quitala de la selección.',
      unavailable: [ids.gone],
      own: [ids.own],
    });
    expect(await activeOf(ids.three)).toBe(0);
    expect(await activeOf(ids.own)).toBe(0);
  });

  it('takes up to quantity copies; a card twice in one request is two copies', async () => {
    const tooMany = await reserve(buyerSession, [
      { cardId: ids.two, transactionType: 'sale' },
      { cardId: ids.two, transactionType: 'sale' },
      { cardId: ids.two, transactionType: 'sale' },
    ]);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().unavailable).toEqual([ids.two]);

    const res = await reserve(buyerSession, [
      { cardId: ids.two, transactionType: 'sale' },
      { cardId: ids.two.toUpperCase(), transactionType: 'trade' },
      { cardId: ids.tradeOnly, transactionType: 'trade' },
    ]);
    expect(res.statusCode).toBe(201);
    const created = res.json() as Reservation[];
    // Not validated when serialized (unvalidatedSerializer): it must still be the contract.
    expect(reservationsSchema.parse(created)).toEqual(created);
    expect(created).toHaveLength(3);
    expect(created.map((r) => r.cardName).sort()).toEqual([
      'Carta Cambio',
      'Carta Dos',
      'Carta Dos',
    ]);
    expect(created[0]).toMatchObject({
      // A card kept by name keeps the set its line knows, as the buyer saw it in the search.
      setName: 'XYZ #1',
      name: 'sofia_vende',
      email: seller.email,
      phone: '+54 11 4444-1111',
      sold: false,
      disabled: false,
      responded: false,
      buyerNew: true,
      sellerNew: true,
    });
    expect(await activeOf(ids.two)).toBe(2);

    const third = await reserve(buyerSession, [{ cardId: ids.two, transactionType: 'sale' }]);
    expect(third.statusCode).toBe(409);
    expect(third.json().unavailable).toEqual([ids.two]);
  });

  it('mails each seller once per request and the buyer one confirmation', async () => {
    // The earlier tests' mails are delivered first (a claimed batch is sent even once its rows
    // are deleted), so that only this request's are looked at.
    await suite.app.mailDelivery.deliverDue();
    await suite.app.db.delete(mailOutbox);
    const earlier = suite.smtp.mails.length;
    const res = await reserve(buyerSession, [
      { cardId: ids.three, transactionType: 'sale' },
      { cardId: ids.one, transactionType: 'sale' },
    ]);
    expect(res.statusCode).toBe(201);
    // Once each, whatever was delivered already: the outbox rows keep recipient and subject.
    const rows = await suite.app.db.select().from(mailOutbox);
    expect(rows.map((row) => [row.recipient, row.subject]).sort()).toEqual(
      [
        [buyer.email, 'Tus reservas en Mercado de Cartas'],
        [seller.email, 'Te reservaron 2 cartas en Mercado de Cartas'],
      ].sort(),
    );
    const found = (to: string, subject: string) =>
      suite.smtp.mails
        .slice(earlier)
        .find((mail) => mail.to.includes(to) && mail.subject === subject);
    await expect
      .poll(() => found(seller.email, rows.find((r) => r.recipient === seller.email)!.subject), {
        timeout: scaled(10_000),
      })
      .toBeTruthy();
    await expect
      .poll(() => found(buyer.email, 'Tus reservas en Mercado de Cartas'), {
        timeout: scaled(10_000),
      })
      .toBeTruthy();
    const toSeller = found(seller.email, 'Te reservaron 2 cartas en Mercado de Cartas')!.text;
    expect(toSeller).toContain('bruno_compra reservó estas cartas de tus bibliotecas:');
    expect(toSeller).toContain('• Carta Tres (XYZ #1) · USD 2.50');
    expect(toSeller).toContain(`bruno_compra: email ${buyer.email}, teléfono +54 351 555-2222`);
    const toBuyer = found(buyer.email, 'Tus reservas en Mercado de Cartas')!.text;
    expect(toBuyer).toContain(`sofia_vende: email ${seller.email}, teléfono +54 11 4444-1111`);
    expect(toBuyer).toContain('• Carta Uno (XYZ #1) · USD 2.50');
    // Each links to the reservations it tells of, among the reader's own (PUBLIC_URL).
    const created = (res.json() as Reservation[]).map((r) => r.reservationId);
    const linked = (text: string, label: string) => {
      const link = new RegExp(`\\n${label}: (\\S+)\\n`).exec(text)?.[1] ?? '';
      const url = new URL(link);
      return [
        url.origin + url.pathname,
        url.searchParams.get('tab'),
        url.searchParams.get('reservation')?.split(',').sort(),
      ];
    };
    expect(linked(toSeller, 'Ver las reservas')).toEqual([
      'http://localhost:3000/dashboard',
      'sales',
      created.sort(),
    ]);
    expect(linked(toBuyer, 'Ver mis reservas')).toEqual([
      'http://localhost:3000/dashboard',
      'my-orders',
      created.sort(),
    ]);
  });

  it('refuses the seller his own cards, naming them', async () => {
    const res = await reserve(sellerSession, forSale(ids.three, ids.one));
    expectError(res, 409, {
      code: 'RES-005',
      message:
        'No podés reservar tus propias cartas: Carta Tres y Carta Uno. No se reservó ninguna: quitalas de la selección.',
      unavailable: [],
      own: [ids.three, ids.one],
    });
  });
});
