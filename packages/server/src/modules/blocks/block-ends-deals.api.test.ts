import {
  APP_NAME,
  type NotificationsResponse,
  type OlderResultsResponse,
  type Reservation,
  type SearchResponse,
} from '@mdc/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestAppWithMail } from '../../../test/app';
import { createUser, loginAs, type TestSession } from '../../../test/factories';
import { injectApi } from '../../../test/inject-api';
import { createLibraryWithCards } from '../../../test/library-factory';
import { marketplaceFixture, type Marketplace } from '../../../test/marketplace-fixture';
import { mailOutbox } from '../../db/schema/index';
import { scaled } from '../../../test/time-factor';

/**
 * What a block ends (docs/product/trust-and-moderation.md#blocks): the
 * stored search page stops showing either one the other's cards, and the open reservations
 * between the two are cancelled with the block, each party mailed once.
 */

let deal: Marketplace & { cards: { id: string }[] };
let bystander: TestSession;
let storedSearchId: string;

const suite = useTestAppWithMail();
beforeAll(async () => {
  deal = await marketplaceFixture(suite.app, {
    seller: { user: 'vera_vende' },
    buyer: { user: 'ciro_compra' },
    cards: [
      { name: 'Carta Bloqueada', set: 'XYZ', collectorNumber: '1', price: '3.00', quantity: 2 },
    ],
  });
  // The buyer sells the same card, dearer: the stored page shows both until the block.
  await createLibraryWithCards(suite.app, deal.buyer, {}, [
    { name: 'Carta Bloqueada', set: 'XYZ', collectorNumber: '1', price: '5.00' },
  ]);
  bystander = await loginAs(suite.app, await createUser(suite.app, { user: 'otra_persona' }));
  const search = await injectApi(suite.app, 'POST', '/search', deal.buyerSession.bearerHeaders, [
    'Carta Bloqueada',
  ]);
  storedSearchId = (search.json() as SearchResponse).searchId!;
});

const olderOwners = async (session: TestSession | null) => {
  const res = await injectApi(
    suite.app,
    'GET',
    `/search/${storedSearchId}`,
    session?.bearerHeaders ?? {},
  );
  expect(res.statusCode).toBe(200);
  return (res.json() as OlderResultsResponse).results.map((item) => item.ownerName);
};
const reservationsOf = async (session: TestSession, selling: boolean) =>
  (
    await injectApi(suite.app, 'GET', `/reservation?selling=${selling}`, session.bearerHeaders)
  ).json() as Reservation[];
const bellKinds = async (session: TestSession) =>
  (
    (
      await injectApi(suite.app, 'GET', '/notifications', session.bearerHeaders)
    ).json() as NotificationsResponse
  ).items.map((item) => item.kind);
const CANCELLED = `Se cancelaron reservas en ${APP_NAME}`;
/** The outbox rows (their body is erased once sent, so only the subject is read). */
const cancelMailsTo = (email: string) =>
  suite.app.db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email))
    .then((mails) => mails.filter((mail) => mail.subject === CANCELLED));

describe('a block', () => {
  it('before it, the stored search page shows both sellers to everyone', async () => {
    expect(await olderOwners(deal.buyerSession)).toEqual(['vera_vende', 'ciro_compra']);
    expect(await olderOwners(deal.sellerSession)).toEqual(['vera_vende', 'ciro_compra']);
    const reserved = await injectApi(
      suite.app,
      'POST',
      '/reservation',
      deal.buyerSession.bearerHeaders,
      [{ cardId: deal.cards[0]!.id, transactionType: 'sale' }],
    );
    expect(reserved.statusCode).toBe(201);
  });

  it('cancels the open reservation between the two and mails each of them once', async () => {
    const res = await injectApi(
      suite.app,
      'PUT',
      '/blocks/ciro_compra',
      deal.sellerSession.bearerHeaders,
    );
    expect(res.statusCode).toBe(200);
    expect(await reservationsOf(deal.buyerSession, false)).toMatchObject([
      { disabled: true, sold: false },
    ]);
    expect(await reservationsOf(deal.sellerSession, true)).toMatchObject([
      { disabled: true, sold: false },
    ]);
    for (const [email, other] of [
      [deal.buyer.email, 'vera_vende'],
      [deal.seller.email, 'ciro_compra'],
    ] as const) {
      expect(await cancelMailsTo(email)).toHaveLength(1);
      const mail = await suite.smtp.waitForMail(email, {
        subject: CANCELLED,
        timeoutMs: scaled(10_000),
      });
      expect(mail.text).toContain(
        `Se cancelaron tus reservas con ${other} porque uno de los dos bloqueó al otro:\n\n• Carta Bloqueada`,
      );
    }
    expect(await bellKinds(deal.buyerSession)).toContain('reservation-cancelled');
    expect(await bellKinds(deal.sellerSession)).toContain('reservation-cancelled');
    // Blocking again finds nothing open: nobody is mailed twice.
    await injectApi(suite.app, 'PUT', '/blocks/ciro_compra', deal.sellerSession.bearerHeaders);
    expect(await cancelMailsTo(deal.buyer.email)).toHaveLength(1);
  });

  it('hides each from the other on the stored search page, both ways', async () => {
    // The blocked buyer no longer sees the blocker's offer (his own stays, as it always did)…
    expect(await olderOwners(deal.buyerSession)).toEqual(['ciro_compra']);
    // …nor the blocker the blocked buyer's.
    expect(await olderOwners(deal.sellerSession)).toEqual(['vera_vende']);
    // A guest and a third member still see both.
    expect(await olderOwners(null)).toEqual(['vera_vende', 'ciro_compra']);
    expect(await olderOwners(bystander)).toEqual(['vera_vende', 'ciro_compra']);
  });
});
