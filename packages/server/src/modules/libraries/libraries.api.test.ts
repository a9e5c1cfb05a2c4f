import {
  type AddLibraryCardsResponse,
  LIBRARY_MESSAGES,
  TEXT_MESSAGES,
  type Library,
  type LibraryCardsResponse,
} from '@mdc/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { injectApi } from '../../../test/inject-api';
import { createUser, loginAs, type TestSession, type TestUser } from '../../../test/factories';
import { users } from '../../db/schema/index';
import { expectError } from '../../../test/error-answer';

/** POST/GET/PATCH /api/library, DELETE /api/library/{id}, GET /api/library[/buying]/{id}[/public] */

const suite = useTestApp();
let owner: TestUser;
let ownerSession: TestSession;
let otherSession: TestSession;

beforeAll(async () => {
  owner = await createUser(suite.app, { phoneNumber: '+54 351 555-7777' });
  ownerSession = await loginAs(suite.app, owner);
  otherSession = await loginAs(suite.app, await createUser(suite.app));
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (
  method: Method,
  url: string,
  headers: Record<string, string> = ownerSession.cookieHeaders,
  payload?: unknown,
) => injectApi(suite.app, method, url, headers, payload);

async function newLibrary(payload: Record<string, unknown> = {}): Promise<Library> {
  const res = await call('POST', '/library', ownerSession.cookieHeaders, {
    name: 'Mis cartas',
    ...payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as Library;
}

describe('libraries of the owner', () => {
  it('creates sale and buying libraries and lists each kind apart', async () => {
    const sale = await newLibrary({ name: '  Venta Modern ', trading: true });
    expect(sale).toEqual({
      internalId: expect.any(String),
      name: 'Venta Modern',
      selling: true,
      trading: true,
      buying: false,
      cardCount: 0,
    });
    const buying = await newLibrary({ name: 'Quiero', buying: true, selling: true });
    expect(buying).toMatchObject({ buying: true, selling: false, trading: false });

    const saleList = (await call('GET', '/library')).json() as Library[];
    expect(saleList.map((l) => l.internalId)).toContain(sale.internalId);
    expect(saleList.every((l) => !l.buying)).toBe(true);
    const buyingRes = await call('GET', '/library?buying=true', ownerSession.bearerHeaders);
    expect(buyingRes.statusCode).toBe(200);
    expect((buyingRes.json() as Library[]).map((l) => l.internalId)).toEqual([buying.internalId]);
    // Another user sees none of them.
    expect((await call('GET', '/library', otherSession.cookieHeaders)).json()).toEqual([]);
  });

  it('renames, changes the sale flags, and deletes', async () => {
    const library = await newLibrary();
    const renamed = await call('PATCH', '/library', ownerSession.cookieHeaders, {
      internalId: library.internalId,
      name: 'Commander',
      selling: false,
      trading: true,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Commander', selling: false, trading: true });

    const deleted = await call('DELETE', `/library/${library.internalId}`);
    expect(deleted.statusCode).toBe(204);
    const again = await call('GET', `/library/${library.internalId}`);
    expectError(again, 404, { code: 'LIB-404', message: LIBRARY_MESSAGES.libraryNotFound });
  });

  it('deletes a buying library through the same call', async () => {
    const library = await newLibrary({ buying: true });
    expect((await call('DELETE', `/library/${library.internalId}`)).statusCode).toBe(204);
    expect((await call('GET', `/library/buying/${library.internalId}`)).statusCode).toBe(404);
  });
});

describe('permissions', () => {
  it('anonymous: 401 on every private call', async () => {
    const library = await newLibrary();
    const id = library.internalId;
    const cardId = '00000000-0000-4000-8000-000000000001';
    const calls: [Method, string, unknown?][] = [
      ['POST', '/library', { name: 'x' }],
      ['GET', '/library'],
      ['GET', '/library?buying=true'],
      ['PATCH', '/library', { internalId: id, name: 'x' }],
      ['DELETE', `/library/${id}`],
      ['GET', `/library/${id}`],
      ['GET', `/library/buying/${id}`],
      ['POST', '/library/card', { libraryId: id, name: 'Lightning Bolt' }],
      ['POST', '/library/buying/card', { libraryId: id, name: 'Lightning Bolt' }],
      ['PATCH', '/library/card', { id: cardId, price: '1' }],
      ['PATCH', '/library/buying/card', { id: cardId, price: '1' }],
      ['DELETE', `/library/card/${cardId}`],
      ['DELETE', `/library/buying/card/${cardId}`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await call(method, url, {}, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().code).toBe('SEC-401');
    }
  });

  it('another user: 403 on the owner library, and nothing changes', async () => {
    const library = await newLibrary({ name: 'Privada' });
    const id = library.internalId;
    const other = otherSession.cookieHeaders;
    const calls: [Method, string, unknown?][] = [
      ['PATCH', '/library', { internalId: id, name: 'Robada' }],
      ['DELETE', `/library/${id}`],
      ['GET', `/library/${id}`],
      ['POST', '/library/card', { libraryId: id, name: 'Lightning Bolt' }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await call(method, url, other, payload);
      expectError(
        res,
        403,
        { code: 'LIB-403', message: LIBRARY_MESSAGES.libraryForbidden },
        `${method} ${url}`,
      );
    }
    const mine = (await call('GET', `/library/${id}`)).json() as LibraryCardsResponse;
    expect(mine.library.name).toBe('Privada');
    expect(mine.cards).toEqual([]);
  });

  it('a library of the other kind, or none, is 404', async () => {
    const sale = await newLibrary();
    const buying = await newLibrary({ buying: true });
    expect((await call('GET', `/library/buying/${sale.internalId}`)).statusCode).toBe(404);
    expect((await call('GET', `/library/${buying.internalId}`)).statusCode).toBe(404);
    expect((await call('GET', `/library/${sale.internalId}/public`, {})).statusCode).toBe(200);
    expect((await call('GET', `/library/buying/${sale.internalId}/public`, {})).statusCode).toBe(
      404,
    );
    const none = '00000000-0000-4000-8000-0000000000ff';
    expect((await call('GET', `/library/${none}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/library/${none}`)).statusCode).toBe(404);
    expect(
      (await call('PATCH', '/library', ownerSession.cookieHeaders, { internalId: none, name: 'x' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('public library page', () => {
  it('shows cards and prices to anyone, never the owner contact', async () => {
    const library = await newLibrary({ name: 'Vidriera' });
    const add = await call('POST', '/library/card', ownerSession.cookieHeaders, {
      libraryId: library.internalId,
      name: 'Carta Inventada',
      price: '3.5',
      quantity: 2,
    });
    expect(add.statusCode).toBe(201);

    for (const headers of [{}, otherSession.cookieHeaders, ownerSession.bearerHeaders]) {
      const res = await call('GET', `/library/${library.internalId}/public`, headers);
      expect(res.statusCode).toBe(200);
      const body = res.json() as LibraryCardsResponse;
      expect(body.library).toMatchObject({ name: 'Vidriera', cardCount: 2 });
      expect(body.cards).toEqual([
        expect.objectContaining({ cardName: 'Carta Inventada', price: '3.50', quantity: 2 }),
      ]);
      for (const secret of [owner.email, owner.phoneNumber, owner.user, owner.id]) {
        expect(res.body).not.toContain(secret);
      }
    }
  });

  it('follows every write at once, and answers 304 to a visitor whose copy is current', async () => {
    const library = await newLibrary({ name: 'Vitrina' });
    const url = `/library/${library.internalId}/public`;
    const read = async () => {
      const res = await call('GET', url, {});
      expect(res.statusCode).toBe(200);
      // Kept by the browser but checked every time (the no-store of private answers does not apply).
      expect(res.headers['cache-control']).toBe('no-cache');
      const body = res.json() as LibraryCardsResponse;
      return { etag: String(res.headers.etag), body };
    };
    const first = await read();
    expect(first.body.cards).toEqual([]);

    const add = await call('POST', '/library/card', ownerSession.cookieHeaders, {
      libraryId: library.internalId,
      name: 'Carta Cacheada',
      price: '1',
    });
    const [card] = (add.json() as AddLibraryCardsResponse).cards;
    const added = await read();
    expect(added.body.cards.map((c) => [c.cardName, c.price])).toEqual([
      ['Carta Cacheada', '1.00'],
    ]);
    expect(added.etag).not.toBe(first.etag);

    await call('PATCH', '/library/card', ownerSession.cookieHeaders, { id: card!.id, price: '2' });
    expect((await read()).body.cards[0]?.price).toBe('2.00');
    await call('PATCH', '/library', ownerSession.cookieHeaders, {
      internalId: library.internalId,
      name: 'Vitrina nueva',
    });
    const renamed = await read();
    expect(renamed.body.library.name).toBe('Vitrina nueva');

    const again = await call('GET', url, { 'if-none-match': renamed.etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await call('GET', url, { 'if-none-match': first.etag })).statusCode).toBe(200);

    await call('DELETE', `/library/card/${card!.id}`, ownerSession.cookieHeaders);
    expect((await read()).body.cards).toEqual([]);
  });

  it('hides the libraries of a deleted account', async () => {
    const gone = await createUser(suite.app);
    const session = await loginAs(suite.app, gone);
    const res = await call('POST', '/library', session.cookieHeaders, { name: 'Adiós' });
    const { internalId } = res.json() as Library;
    expect((await call('GET', `/library/${internalId}/public`, {})).statusCode).toBe(200);
    await suite.app.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, gone.id));
    expect((await call('GET', `/library/${internalId}/public`, {})).statusCode).toBe(404);
  });
});

describe('validation', () => {
  const expect400 = async (
    method: Method,
    url: string,
    payload: unknown,
    message: string,
    headers = ownerSession.cookieHeaders,
  ) => {
    const res = await call(method, url, headers, payload);
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    expect(res.json()).toMatchObject({ code: expect.stringMatching(/^VAL-40/), message });
  };

  it('library name: required, not too long, storable', async () => {
    await expect400('POST', '/library', {}, LIBRARY_MESSAGES.nameRequired);
    await expect400('POST', '/library', { name: '   ' }, LIBRARY_MESSAGES.nameRequired);
    await expect400('POST', '/library', { name: 'x'.repeat(101) }, LIBRARY_MESSAGES.nameTooLong);
    await expect400('POST', '/library', { name: 'a\u0000b' }, TEXT_MESSAGES.unstorable);
    await expect400('POST', '/library', { name: 'x', buying: 'sí' }, LIBRARY_MESSAGES.flagInvalid);
    const library = await newLibrary();
    await expect400(
      'PATCH',
      '/library',
      { internalId: library.internalId, name: '' },
      LIBRARY_MESSAGES.nameRequired,
    );
    await expect400(
      'PATCH',
      '/library',
      { internalId: 'nope', name: 'x' },
      LIBRARY_MESSAGES.libraryIdInvalid,
    );
  });

  it('ids and the buying flag of the list', async () => {
    const res = await call('GET', '/library?buying=si');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(LIBRARY_MESSAGES.flagInvalid);
    for (const url of ['/library/abc', '/library/buying/abc', '/library/abc/public']) {
      const bad = await call('GET', url, url.endsWith('public') ? {} : ownerSession.cookieHeaders);
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json().message).toBe(LIBRARY_MESSAGES.libraryIdInvalid);
    }
    const badCard = await call('DELETE', '/library/card/abc');
    expect(badCard.statusCode).toBe(400);
    expect(badCard.json().message).toBe(LIBRARY_MESSAGES.cardIdInvalid);
  });

  it('malformed JSON is a 400, not a 500', async () => {
    const res = await suite.app.inject({
      method: 'POST',
      url: '/api/library',
      headers: { ...ownerSession.cookieHeaders, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
  });
});
