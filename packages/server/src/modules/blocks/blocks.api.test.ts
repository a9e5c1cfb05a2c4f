import { BLOCK_MESSAGES, ERRORS, type BlocksResponse, type SearchResponse } from '@mdc/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { createUser, loginAs, type TestSession, type TestUser } from '../../../test/factories';
import { injectApi } from '../../../test/inject-api';
import { createLibraryWithCards } from '../../../test/library-factory';

/**
 * Blocks: the routes, and their effects both ways — the blocked user's cards
 * leave the blocker's searches and recommendations (and the blocker's leave theirs), and neither
 * can reserve from the other, until the block is lifted.
 */

const suite = useTestApp();
let blocker: TestUser;
let blocked: TestUser;
let blockerSession: TestSession;
let blockedSession: TestSession;
const cardOf: Record<string, string> = {};

beforeAll(async () => {
  blocker = await createUser(suite.app, { user: 'bea_bloquea' });
  blocked = await createUser(suite.app, { user: 'tito_molesto' });
  blockerSession = await loginAs(suite.app, blocker);
  blockedSession = await loginAs(suite.app, blocked);
  for (const owner of [blocker, blocked]) {
    const { cards } = await createLibraryWithCards(suite.app, owner, { name: 'Venta' }, [
      { name: 'Carta Compartida', set: 'XYZ', collectorNumber: '1', price: '2.00' },
    ]);
    cardOf[owner.user] = cards[0]!.id;
  }
  // The blocker wants the card: the blocked user's copy is recommended until the block.
  await createLibraryWithCards(suite.app, blocker, { buying: true, name: 'Busco' }, [
    { name: 'Carta Compartida', set: 'XYZ', collectorNumber: '1' },
  ]);
});

const api = (session: TestSession | null, method: 'GET' | 'PUT' | 'DELETE', url: string) =>
  injectApi(suite.app, method, url, session?.bearerHeaders ?? {});
const block = (user: string) => api(blockerSession, 'PUT', `/blocks/${user}`);
const unblock = (user: string) => api(blockerSession, 'DELETE', `/blocks/${user}`);

async function sellersFound(session: TestSession): Promise<string[]> {
  const res = await injectApi(suite.app, 'POST', '/search', session.bearerHeaders, [
    'Carta Compartida',
  ]);
  expect(res.statusCode).toBe(200);
  return (res.json() as SearchResponse).results.map((card) => card.ownerUser!);
}
async function recommendedSellers(session: TestSession): Promise<string[]> {
  const res = await api(session, 'GET', '/search/recommended');
  expect(res.statusCode).toBe(200);
  return (res.json() as { ownerUser?: string }[]).map((card) => card.ownerUser!);
}
const reserve = (session: TestSession, cardId: string) =>
  injectApi(suite.app, 'POST', '/reservation', session.bearerHeaders, [
    { cardId, transactionType: 'sale' },
  ]);

describe('the block routes', () => {
  it('refuse a visitor', async () => {
    expect((await api(null, 'GET', '/blocks')).statusCode).toBe(401);
    expect((await api(null, 'PUT', '/blocks/tito_molesto')).statusCode).toBe(401);
    expect((await api(null, 'DELETE', '/blocks/tito_molesto')).statusCode).toBe(401);
  });

  it('refuse blocking yourself or nobody, in Spanish', async () => {
    const own = await block('BEA_BLOQUEA');
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ code: 'BLK-400', message: ERRORS.blockOwnAccount.message });
    const tooLong = await block('x'.repeat(201));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'VAL-400' });
    const nobody = await block('nadie_se_llama_asi');
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toMatchObject({ code: 'BLK-404', message: BLOCK_MESSAGES.notFound });
  });
});

describe('a block', () => {
  it('before it: each finds the other’s card, and the blocked one’s is recommended', async () => {
    expect(await sellersFound(blockerSession)).toEqual(['tito_molesto']);
    expect(await sellersFound(blockedSession)).toEqual(['bea_bloquea']);
    expect(await recommendedSellers(blockerSession)).toEqual(['tito_molesto']);
  });

  it('is listed for the blocker only, once however often it is repeated', async () => {
    const res = await block('Tito_Molesto');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: BLOCK_MESSAGES.blocked('tito_molesto') });
    expect((await block('tito_molesto')).statusCode).toBe(200);
    const list = (await api(blockerSession, 'GET', '/blocks')).json() as BlocksResponse;
    expect(list.blocks).toEqual([{ user: 'tito_molesto', blockedAt: expect.any(String) }]);
    expect((await api(blockedSession, 'GET', '/blocks')).json()).toEqual({ blocks: [] });
  });

  it('hides each one’s cards from the other’s search and recommendations', async () => {
    expect(await sellersFound(blockerSession)).toEqual([]);
    expect(await sellersFound(blockedSession)).toEqual([]);
    expect(await recommendedSellers(blockerSession)).toEqual([]);
  });

  it('refuses a reservation either way with a 409 that names the other user', async () => {
    const fromBlocked = await reserve(blockerSession, cardOf.tito_molesto!);
    expect(fromBlocked.statusCode).toBe(409);
    expect(fromBlocked.json()).toMatchObject({
      code: 'RES-007',
      message: BLOCK_MESSAGES.reserveBlocked(['tito_molesto']),
    });
    const fromBlocker = await reserve(blockedSession, cardOf.bea_bloquea!);
    expect(fromBlocker.statusCode).toBe(409);
    expect(fromBlocker.json()).toMatchObject({
      code: 'RES-007',
      message: BLOCK_MESSAGES.reserveBlocked(['bea_bloquea']),
    });
  });

  it('once lifted, everything comes back', async () => {
    const res = await unblock('tito_molesto');
    expect(res.json()).toEqual({ message: BLOCK_MESSAGES.unblocked('tito_molesto') });
    expect((await api(blockerSession, 'GET', '/blocks')).json()).toEqual({ blocks: [] });
    expect(await sellersFound(blockerSession)).toEqual(['tito_molesto']);
    expect(await recommendedSellers(blockerSession)).toEqual(['tito_molesto']);
    expect((await reserve(blockerSession, cardOf.tito_molesto!)).statusCode).toBe(201);
  });
});
