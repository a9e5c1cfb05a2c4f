import { ERRORS, SEARCH_MESSAGES, TEXT_MESSAGES } from '@mdc/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { createUser, loginAs, type TestSession } from '../../../test/factories';
import { expectError } from '../../../test/error-answer';

/** POST /api/search and /api/search/public: bad input, permissions, rate limits, the size bound. */

const suite = useTestApp();
let session: TestSession;
let sent = 0;

beforeAll(async () => {
  session = await loginAs(suite.app, await createUser(suite.app));
});

const routes: [string, () => Record<string, string>][] = [
  ['/search', () => session.bearerHeaders],
  ['/search/public', () => ({})],
];

/** One search from an address of its own (the per-address limit is tested apart). */
function search(
  url: string,
  headers: Record<string, string>,
  body: string,
  contentType = 'application/json',
) {
  sent++;
  return suite.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...headers, 'content-type': contentType },
    payload: body,
    remoteAddress: `10.20.${(sent >> 8) & 255}.${sent & 255}`,
  });
}

const M = SEARCH_MESSAGES;

describe.each(routes)('POST /api%s refuses bad input in Spanish', (url, headers) => {
  it.each([
    ['an object', {}, M.namesRequired, undefined],
    ['a single name', 'Lightning Bolt', M.namesRequired, undefined],
    ['null', null, M.namesRequired, undefined],
    ['an empty list', [], M.namesEmpty, undefined],
    ['a number in the list', ['Lightning Bolt', 7], M.itemInvalid, '1'],
    ['null in the list', [null], M.itemInvalid, '0'],
    ['a nested list', [['Lightning Bolt']], M.itemInvalid, '0'],
    ['a blank name', ['Lightning Bolt', '   '], M.nameEmpty, '1.name'],
    ['a name of 201 characters', ['a'.repeat(201)], M.nameTooLong, '0.name'],
    ['a NUL byte', ['Lightning\u0000Bolt'], TEXT_MESSAGES.unstorable, '0.name'],
    ['an item without a name', [{ quantity: 4 }], M.nameNotText, '0.name'],
    ['an item with a blank name', [{ name: ' ', quantity: 4 }], M.nameEmpty, '0.name'],
    ['0 copies', ['Opt', { name: 'Lightning Bolt', quantity: 0 }], M.quantityInvalid, '1.quantity'],
    ['100 copies', [{ name: 'Lightning Bolt', quantity: 100 }], M.quantityInvalid, '0.quantity'],
    ['half a copy', [{ name: 'Lightning Bolt', quantity: 1.5 }], M.quantityInvalid, '0.quantity'],
    [
      'copies as text',
      [{ name: 'Lightning Bolt', quantity: '4' }],
      M.quantityInvalid,
      '0.quantity',
    ],
    ['1001 names', Array.from({ length: 1001 }, (_, i) => `Carta ${i}`), M.tooManyNames, undefined],
    ['200,000 names', Array.from({ length: 200_000 }, () => 'x'), M.tooManyNames, undefined],
  ])('%s', async (_, body, message, field) => {
    const res = await search(url, headers(), JSON.stringify(body));
    expectError(
      res,
      400,
      field === undefined ? { code: 'VAL-400', message } : { code: 'VAL-400', message, field },
    );
  });

  it.each([
    ['broken JSON', '["Lightning Bolt"', 'application/json', 'badBody'],
    ['an empty body', '', 'application/json', 'badBody'],
    ['plain text', 'Lightning Bolt', 'text/plain', 'unsupportedMediaType'],
    [
      'a body over 1 MB',
      JSON.stringify(['a'.repeat(1_100_000)]),
      'application/json',
      'payloadTooLarge',
    ],
  ] as const)('%s', async (_, body, contentType, error) => {
    const res = await search(url, headers(), body, contentType);
    expectError(res, ERRORS[error].status, {
      code: ERRORS[error].code,
      message: ERRORS[error].message,
    });
  });

  it('accepts 1000 names of 200 characters, trimmed, and names those it did not find', async () => {
    const names = Array.from({ length: 1000 }, (_, i) => `  ${String(i).padStart(200, 'z')} `);
    const res = await search(url, headers(), JSON.stringify(names));
    expect(res.statusCode).toBe(200);
    const body = res.json() as { results: unknown[]; notFound: string[] };
    expect(body.results).toEqual([]);
    expect(body.notFound).toEqual(names.map((name) => name.trim()));
  });

  it('accepts 1000 names with 99 copies each, of 200 characters of 3 bytes, within the body limit', async () => {
    const items = Array.from({ length: 1000 }, (_, i) => ({
      name: `${i}`.padStart(200, '€'),
      quantity: 99,
    }));
    const res = await search(url, headers(), JSON.stringify(items));
    expect(res.statusCode).toBe(200);
    const body = res.json() as { wanted: unknown[]; notFound: string[] };
    expect(body.wanted).toHaveLength(1000);
    expect(body.wanted[999]).toEqual({ name: items[999]!.name, quantity: 99, available: 0 });
  });
});

describe('who may search', () => {
  it('keeps POST /api/search for logged-in users; cookies need the CSRF header', async () => {
    const anonymous = await search('/search', {}, '["Lightning Bolt"]');
    expectError(anonymous, 401, {
      code: ERRORS.unauthenticated.code,
      message: ERRORS.unauthenticated.message,
    });
    const { cookie } = session.cookieHeaders;
    const forged = await search('/search', { cookie: cookie! }, '["Lightning Bolt"]');
    expectError(forged, 403, {
      code: ERRORS.csrfMismatch.code,
      message: ERRORS.csrfMismatch.message,
    });
    const withCookie = await search('/search', session.cookieHeaders, '["Lightning Bolt"]');
    expect(withCookie.statusCode).toBe(200);
    expect(withCookie.json()).toEqual({
      wanted: [{ name: 'Lightning Bolt', quantity: 1, available: 0 }],
      results: [],
      notFound: ['Lightning Bolt'],
      suggestions: [],
      searchId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('limits anonymous visitors to 60 searches a minute per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await suite.app.inject({
        method: 'POST',
        url: '/api/search/public',
        payload: ['Lightning Bolt'],
        remoteAddress: '203.0.113.20',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(60);
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits each user to 120 searches a minute, whatever the address', async () => {
    const busy = await loginAs(suite.app, await createUser(suite.app));
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) {
      const res = await search('/search', busy.bearerHeaders, '["Lightning Bolt"]');
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(120);
    const refused = await search('/search', busy.bearerHeaders, '["Lightning Bolt"]');
    expect(refused.json()).toMatchObject({ code: 'SEC-429' });
    // Another user is not affected.
    const other = await loginAs(suite.app, await createUser(suite.app));
    expect((await search('/search', other.bearerHeaders, '["Lightning Bolt"]')).statusCode).toBe(
      200,
    );
  });
});
