import type { LibraryCardsResponse, Reservation, SearchResponse } from '@mdc/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestSession, TestUser } from '../../../test/factories';
import { startSmtpCapture, type SmtpCapture } from '../../../test/fakes/smtp-capture';
import { injectApi } from '../../../test/inject-api';
import { createLibraryWithCards } from '../../../test/library-factory';
import { marketplaceFixture, type Marketplace } from '../../../test/marketplace-fixture';
import { waitForOutboxSent } from '../../../test/outbox';
import { createTestClock, type TestClock } from '../../../test/test-clock';
import { runJobIfDue } from '../../jobs/runner';
import { expireReservations } from './expire-reservations';
import { expireReservationsJob } from './jobs';
import { scaled } from '../../../test/time-factor';

/** The expiry of unanswered reservations (RESERVATION_TTL_DAYS = 7), on the test clock. */

const DAY_MS = 24 * 60 * 60 * 1000;
const EXPIRED = 'Se cancelaron reservas en Mercado de Cartas';

let clock: TestClock;
let smtp: SmtpCapture;
/** The seller and the buyer, each logged in ('Mantener sesión': the clock runs for days). */
let deal: Marketplace;
let libraryId: string;
let cardId: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  clock = createTestClock(new Date('2026-03-02T12:00:00Z'));
});
afterAll(async () => {
  await smtp.close();
});
// Declared after the hooks above: built once the fake runs, closed before it stops.
const suite = useTestApp(() => ({ smtpUrl: smtp.url }), { clock: () => clock.now() });
beforeAll(async () => {
  deal = await marketplaceFixture(suite.app, {
    seller: { user: 'sofia_vende' },
    buyer: { user: 'bruno_compra' },
    keepSession: true,
  });
});

// Each test: a new card of 3 copies ('Carta Vencible'), and time goes on from where it was.
beforeEach(async () => {
  const created = await createLibraryWithCards(suite.app, deal.seller, {}, [
    { name: 'Carta Vencible', set: 'XYZ', collectorNumber: '7', price: '3.00', quantity: 3 },
  ]);
  libraryId = created.libraryId;
  cardId = created.cards[0]!.id;
});

async function reserve(copies: number): Promise<string[]> {
  const items = Array.from({ length: copies }, () => ({ cardId, transactionType: 'sale' }));
  const res = await injectApi(
    suite.app,
    'POST',
    '/reservation',
    deal.buyerSession.cookieHeaders,
    items,
  );
  expect(res.statusCode).toBe(201);
  return (res.json() as Reservation[]).map((r) => r.reservationId);
}
const patch = (session: TestSession, reservationId: string, change: object) =>
  injectApi(suite.app, 'PATCH', '/reservation', session.cookieHeaders, {
    reservationId,
    ...change,
  });

/** [reservationId, sold, disabled] of the card's reservations, as the buyer lists them, by id. */
async function states(): Promise<[string, boolean, boolean][]> {
  const res = await injectApi(
    suite.app,
    'GET',
    '/reservation?selling=false',
    deal.buyerSession.bearerHeaders,
  );
  return (res.json() as Reservation[])
    .filter((r) => r.cardId === cardId)
    .map((r): [string, boolean, boolean] => [r.reservationId, r.sold, r.disabled])
    .sort(([a], [b]) => a.localeCompare(b));
}
const byId = (ids: (string | undefined)[]) => (ids as string[]).sort();

async function reservedInSearchAndPublicPage(): Promise<boolean[]> {
  const search = await injectApi(suite.app, 'POST', '/search', deal.buyerSession.bearerHeaders, [
    'Carta Vencible',
  ]);
  const offer = (search.json() as SearchResponse).results.find((card) => card.id === cardId)!;
  const page = await injectApi(suite.app, 'GET', `/library/${libraryId}/public`, {});
  return [offer.reserved, (page.json() as LibraryCardsResponse).cards[0]!.reserved];
}

/** Runs the job's work now, delivers the mail, and answers the expiry mails it sent. */
async function expireNow() {
  const mark = smtp.mails.length;
  const expired = await expireReservations(
    suite.app.db,
    clock.now(),
    7,
    suite.app.config.publicUrl,
  );
  suite.app.mailDelivery.deliverSoon();
  const sent = () =>
    smtp.mails
      .slice(mark)
      .filter((mail) => mail.subject === EXPIRED && mail.text.includes('pasaron 7 días'))
      .map((mail) => [mail.to, mail.text]);
  if (expired) await expect.poll(() => sent().length, { timeout: scaled(10_000) }).toBe(2);
  return { expired, mails: sent() };
}

const mailTo = (user: TestUser, counterpart: string, cards: string[]) => [
  [user.email],
  expect.stringContaining(
    `Se cancelaron tus reservas con ${counterpart} porque pasaron 7 días sin que el vendedor ` +
      `las respondiera:\n\n${cards.map((card) => `• ${card}`).join('\n\n')}`,
  ),
];

/** The link of a mail's text: its words, its tab, the reservations it names (sorted). */
function linkOf(text: string) {
  const [, label, tab, ids] =
    /\n(.+): http:\/\/localhost:3000\/dashboard\?tab=([a-z-]+)&reservation=([0-9a-f,-]+)\n/.exec(
      text,
    ) ?? [];
  return { label, tab, ids: ids?.split(',').sort() };
}

describe('expiring unanswered reservations', () => {
  it('cancels them after 7 days and not before, tells both once, frees the copies', async () => {
    const ids = byId(await reserve(3));
    expect(await reservedInSearchAndPublicPage()).toEqual([true, true]);
    clock.advance(7 * DAY_MS - 60_000);
    expect(await expireNow()).toEqual({ expired: 0, mails: [] });
    expect(await states()).toEqual(ids.map((id) => [id, false, false]));

    clock.advance(60_000);
    const cards = ['Carta Vencible', 'Carta Vencible', 'Carta Vencible'];
    expect(await expireNow()).toEqual({
      expired: 3,
      mails: expect.arrayContaining([
        mailTo(deal.buyer, 'sofia_vende', cards),
        mailTo(deal.seller, 'bruno_compra', cards),
      ]),
    });
    expect(await states()).toEqual(ids.map((id) => [id, false, true]));
    const links = smtp.mails.filter((mail) => mail.subject === EXPIRED).slice(-2);
    expect(links.map((mail) => [mail.to[0], linkOf(mail.text)]).sort()).toEqual(
      [
        [deal.buyer.email, { label: 'Ver mis reservas', tab: 'my-orders', ids }],
        [deal.seller.email, { label: 'Ver las reservas', tab: 'sales', ids }],
      ].sort(),
    );
    expect(await reservedInSearchAndPublicPage()).toEqual([false, false]);
    expect(await expireNow()).toEqual({ expired: 0, mails: [] });
  });

  it('never expires answered, sold or cancelled ones', async () => {
    const [answered, sold, cancelled] = await reserve(3);
    expect((await patch(deal.sellerSession, answered!, { responded: true })).statusCode).toBe(200);
    expect((await patch(deal.sellerSession, sold!, { sold: true })).statusCode).toBe(200);
    expect((await patch(deal.buyerSession, cancelled!, { disabled: true })).statusCode).toBe(200);
    clock.advance(30 * DAY_MS);
    expect(await expireNow()).toEqual({ expired: 0, mails: [] });
    const expected = new Map([
      [cancelled, [cancelled, false, true]],
      [sold, [sold, true, false]],
      [answered, [answered, false, false]],
    ]);
    expect(await states()).toEqual(byId([cancelled, sold, answered]).map((id) => expected.get(id)));
  });

  it('two runs of the job at once expire and mail once', async () => {
    await reserve(3);
    clock.advance(8 * DAY_MS);
    const mark = smtp.mails.length;
    const job = expireReservationsJob(7, suite.app.config.publicUrl);
    const outcomes = await Promise.all([
      runJobIfDue(suite.app.db, job, clock.now()),
      runJobIfDue(suite.app.db, job, clock.now()),
    ]);
    expect(outcomes.flatMap((o) => (o.ran && o.message ? [o.message] : []))).toEqual([
      'expired 3 unanswered reservation(s)',
    ]);
    suite.app.mailDelivery.deliverSoon();
    const told = () =>
      smtp.mails
        .slice(mark)
        .filter((mail) => mail.text.includes('pasaron 7 días'))
        .map((mail) => mail.to[0])
        .sort();
    await expect.poll(() => told().length, { timeout: scaled(10_000) }).toBe(2);
    await waitForOutboxSent(suite.app.db);
    expect(told()).toEqual([deal.buyer.email, deal.seller.email].sort());
  });
});
