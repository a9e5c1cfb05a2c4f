import path from 'node:path';
import { NOTIFICATION_TEXTS, publicLibraryPath, type NotificationsResponse } from '@mdc/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { useTestApp } from '../../../test/app';
import { createUser, loginAs, type TestSession, type TestUser } from '../../../test/factories';
import { injectApi } from '../../../test/inject-api';
import { createLibraryWithCards } from '../../../test/library-factory';
import { SHARED_DATA_DIR } from '../../../test/shared-data';
import { importCatalog } from '../catalog/index';

/**
 * Wanted-list alerts (docs/product/notifications.md#alerts): a seller's import that lists a
 * wanted card writes one match per buyer who opted in, and none where the rules say no.
 */

const suite = useTestApp();
let seller: TestUser;
let sellerSession: TestSession;
let saleLibraryId: string;
const buyers: Record<string, TestUser> = {};
const sessions: Record<string, TestSession> = {};

const api = (
  session: TestSession | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  body?: unknown,
) => injectApi(suite.app, method, url, session?.cookieHeaders ?? {}, body);

/** The matches written, as `buyer user name → card names`. */
async function matches(): Promise<Record<string, string[]>> {
  const rows = await queryRows<{ user: string; card: string }>(
    suite.app.db,
    sql`select u.username as "user", n.data->>'cardName' as card from notifications n
        join users u on u.id = n.user_id where n.kind = 'match' order by 1, 2`,
  );
  const found: Record<string, string[]> = {};
  for (const row of rows) found[row.user] = [...(found[row.user] ?? []), row.card];
  return found;
}

/** A buyer wanting Lightning Bolt in a buying library with these alert settings. */
async function buyer(user: string, region: string, alerts: Record<string, unknown>) {
  buyers[user] = await createUser(suite.app, { user, region });
  sessions[user] = await loginAs(suite.app, buyers[user]);
  const created = await api(sessions[user], 'POST', '/library', {
    name: 'Busco',
    buying: true,
    ...alerts,
  });
  expect(created.statusCode, created.body).toBe(201);
  const libraryId = created.json().internalId as string;
  const added = await api(sessions[user], 'POST', '/library/buying/card', [
    { libraryId, referenceId: null, name: 'Lightning Bolt', set: 'M10' },
  ]);
  expect(added.statusCode, added.body).toBe(201);
}

beforeAll(async () => {
  await importCatalog(
    suite.app.db,
    path.join(SHARED_DATA_DIR, 'mtgjson/sets-2022-04-25/M10.json.gz'),
  );
  seller = await createUser(suite.app, { user: 'vera_vende', region: 'Córdoba' });
  sellerSession = await loginAs(suite.app, seller);
  // The seller wants the card too: her own listing never alerts her.
  await createLibraryWithCards(suite.app, seller, { buying: true, alerts: true }, [
    { name: 'Lightning Bolt' },
  ]);
  saleLibraryId = (await createLibraryWithCards(suite.app, seller, { name: 'Venta' })).libraryId;

  await buyer('ana_alerta', 'Buenos Aires', { alerts: true });
  await buyer('beto_sin_alerta', 'Córdoba', {});
  await buyer('caro_tope', 'Córdoba', { alerts: true, alertMaxPrice: '2.00' });
  await buyer('dani_lejos', 'Mendoza', { alerts: true, alertSameProvince: true });
  await buyer('eli_cerca', 'Córdoba', { alerts: true, alertSameProvince: true });
  await buyer('fede_bloqueo', 'Córdoba', { alerts: true });
  expect((await api(sessions.fede_bloqueo!, 'PUT', '/blocks/vera_vende')).statusCode).toBe(200);

  const imported = await api(sellerSession, 'POST', '/library/card', [
    {
      libraryId: saleLibraryId,
      referenceId: null,
      name: 'Lightning Bolt',
      set: 'M10',
      price: '3.00',
    },
    {
      libraryId: saleLibraryId,
      referenceId: null,
      name: 'Giant Growth',
      set: 'M10',
      price: '1.00',
    },
  ]);
  expect(imported.statusCode, imported.body).toBe(201);
});

describe('alerts on listing', () => {
  it('an import that lists a wanted card writes one match per opted-in buyer, none elsewhere', async () => {
    expect(await matches()).toEqual({
      ana_alerta: ['Lightning Bolt'],
      eli_cerca: ['Lightning Bolt'],
    });
  });

  it('the buyer reads it on the bell: the card, the seller, the price, a link to the card', async () => {
    const answer = await api(sessions.ana_alerta!, 'GET', '/notifications');
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as NotificationsResponse;
    expect(body.unread).toBe(1);
    expect(body.items).toEqual([
      {
        id: expect.any(String),
        kind: 'match',
        createdAt: expect.any(String),
        read: false,
        text: NOTIFICATION_TEXTS.match({
          cardName: 'Lightning Bolt',
          seller: 'vera_vende',
          price: '3.00',
        }),
        link: publicLibraryPath(saleLibraryId, { cardName: 'Lightning Bolt' }),
      },
    ]);
  });

  it('importing the same file again alerts nobody twice; a lower price renews the match', async () => {
    const again = await api(sellerSession, 'POST', '/library/card', [
      {
        libraryId: saleLibraryId,
        referenceId: null,
        name: 'Lightning Bolt',
        set: 'M10',
        price: '3.00',
      },
    ]);
    expect(again.statusCode).toBe(201);
    expect(await matches()).toEqual({
      ana_alerta: ['Lightning Bolt'],
      eli_cerca: ['Lightning Bolt'],
    });

    const read = await api(sessions.ana_alerta!, 'POST', '/notifications/read', { all: true });
    expect(read.json()).toMatchObject({ unread: 0 });
    const card = again.json().cards[0] as { id: string };
    const cheaper = await api(sellerSession, 'PATCH', '/library/card', {
      id: card.id,
      price: '1.50',
    });
    expect(cheaper.statusCode, cheaper.body).toBe(200);
    // Now under caro_tope's maximum too.
    expect(await matches()).toEqual({
      ana_alerta: ['Lightning Bolt'],
      caro_tope: ['Lightning Bolt'],
      eli_cerca: ['Lightning Bolt'],
    });
    const bell = (
      await api(sessions.ana_alerta!, 'GET', '/notifications')
    ).json() as NotificationsResponse;
    expect(bell.unread).toBe(1);
    expect(bell.items[0]!.text).toContain('a USD 1.50');
  });

  it('marks notifications read by id, only the user’s own', async () => {
    const ana = (
      await api(sessions.ana_alerta!, 'GET', '/notifications')
    ).json() as NotificationsResponse;
    const others = await api(sessions.eli_cerca!, 'POST', '/notifications/read', {
      ids: [ana.items[0]!.id],
    });
    expect(others.statusCode).toBe(200);
    expect((await api(sessions.ana_alerta!, 'GET', '/notifications')).json()).toMatchObject({
      unread: 1,
    });
    const own = await api(sessions.ana_alerta!, 'POST', '/notifications/read', {
      ids: [ana.items[0]!.id],
    });
    expect(own.json()).toMatchObject({ unread: 0, items: [{ read: true }] });
  });

  it('refuses a visitor and a malformed body in Spanish', async () => {
    expect((await api(null, 'GET', '/notifications')).statusCode).toBe(401);
    const bad = await api(sessions.ana_alerta!, 'POST', '/notifications/read', { ids: ['x'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/aviso/i);
  });

  it('a buying library answers its alert settings; a bad maximum is refused in Spanish', async () => {
    const list = await api(sessions.caro_tope!, 'GET', '/library?buying=true');
    expect(list.json()).toMatchObject([
      { alerts: true, alertMaxPrice: '2.00', alertSameProvince: false },
    ]);
    const bad = await api(sessions.caro_tope!, 'POST', '/library', {
      name: 'Otra',
      buying: true,
      alertMaxPrice: '-3',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('precio máximo');
  });
});
