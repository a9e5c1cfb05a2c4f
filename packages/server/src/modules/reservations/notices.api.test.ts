import type { NotificationsResponse, Reservation } from '@mdc/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { createUser, loginAs, type TestSession } from '../../../test/factories';
import { injectApi } from '../../../test/inject-api';
import { createLibraryWithCards } from '../../../test/library-factory';
import { marketplaceFixture } from '../../../test/marketplace-fixture';

/**
 * What the bell says of a deal (docs/product/notifications.md#bell): reserved, answered,
 * delivered, cancelled, each to the other party; a cancellation frees a copy, and a buyer who
 * wants the card with alerts on is told.
 */

const suite = useTestApp();
const sessions: Record<'seller' | 'buyer' | 'watcher', TestSession> = {} as never;
let cardIds: string[];

const call = (
  who: keyof typeof sessions,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  body?: unknown,
) => injectApi(suite.app, method, url, sessions[who].cookieHeaders, body);
const bell = async (who: keyof typeof sessions) =>
  ((await call(who, 'GET', '/notifications')).json() as NotificationsResponse).items.map((item) => [
    item.kind,
    item.text,
  ]);

beforeAll(async () => {
  const market = await marketplaceFixture(suite.app, {
    seller: { user: 'sara_vende' },
    buyer: { user: 'bauti_compra' },
    cards: [
      { name: 'Carta Uno', set: 'XYZ', collectorNumber: '1', price: '4.00' },
      { name: 'Carta Dos', set: 'XYZ', collectorNumber: '2', price: '2.00' },
    ],
  });
  sessions.seller = market.sellerSession;
  sessions.buyer = market.buyerSession;
  cardIds = market.cards.map((card) => card.id);
  const watcher = await createUser(suite.app, { user: 'wanda_espera' });
  sessions.watcher = await loginAs(suite.app, watcher);
  await createLibraryWithCards(suite.app, watcher, { buying: true, alerts: true }, [
    { name: 'Carta Dos', set: 'XYZ', collectorNumber: '2' },
  ]);
});

describe('the notifications of a deal', () => {
  it('each step tells the other party; a freed copy alerts who wants it', async () => {
    // The watcher's wanted list came after the listing: alerts are not retroactive.
    expect(await bell('watcher')).toEqual([]);

    const reserved = await call(
      'buyer',
      'POST',
      '/reservation',
      cardIds.map((cardId) => ({ cardId, transactionType: 'sale' })),
    );
    expect(reserved.statusCode, reserved.body).toBe(201);
    const byName = (name: string) =>
      (reserved.json() as Reservation[]).find((row) => row.cardName === name)!.reservationId;
    const [one, two] = [byName('Carta Uno'), byName('Carta Dos')];
    expect(await bell('seller')).toEqual([
      ['reservation-received', 'bauti_compra te reservó 2 cartas.'],
    ]);

    await call('seller', 'PATCH', '/reservation', {
      reservationId: one,
      responded: true,
    });
    await call('seller', 'PATCH', '/reservation', {
      reservationId: one,
      sold: true,
    });
    await call('buyer', 'PATCH', '/reservation', {
      reservationId: two,
      disabled: true,
    });

    expect((await bell('buyer')).sort()).toEqual([
      ['reservation-answered', 'sara_vende respondió tu reserva de Carta Uno.'],
      ['reservation-sold', 'sara_vende confirmó la entrega de Carta Uno.'],
    ]);
    expect(await bell('seller')).toContainEqual([
      'reservation-cancelled',
      'bauti_compra canceló la reserva de Carta Dos.',
    ]);
    const watcher = (
      await call('watcher', 'GET', '/notifications')
    ).json() as NotificationsResponse;
    expect(watcher).toMatchObject({
      unread: 1,
      items: [
        {
          kind: 'match',
          read: false,
          text: 'sara_vende publicó Carta Dos a USD 2.00: está en tu lista de compra.',
        },
      ],
    });
  });
});
