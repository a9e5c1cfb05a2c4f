import type { CardSummaryResponse } from '@mdc/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { createUser, loginAs, type TestSession } from '../../../test/factories';
import { importSets } from './testing/catalog-fixtures';
import { scaled } from '../../../test/time-factor';

/** POST /api/library/card/summary with Scryfall IDs (ManaBox exports): the id wins, else the rest. */

// Real printings of the MTGJSON set files (M10, ELD).
const GIANT_ELD_115 = '09fd2d9c-1793-4beb-a3fb-7a869f660cd4';
const OKO_ELD_271 = '95da027e-34c1-4098-827d-1647693ad8f4';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const suite = useTestApp();
let session: TestSession;

beforeAll(async () => {
  await importSets(suite.app.db, ['ELD', 'M10']);
  session = await loginAs(suite.app, await createUser(suite.app));
}, scaled(120_000));

const summary = async (payload: object[]) => {
  const res = await suite.app.inject({
    method: 'POST',
    url: '/api/library/card/summary',
    headers: session.cookieHeaders,
    payload,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as CardSummaryResponse).cards.map((card) => [
    card.match,
    card.reference &&
      `${card.reference.name} ${card.reference.setCode} ${card.reference.collectorNumber}`,
  ]);
};

describe('POST /api/library/card/summary with Scryfall IDs', () => {
  it("resolves a row to its Scryfall ID's printing, whatever its name, set and number say", async () => {
    expect(
      await summary([
        { name: 'Island', set: 'M10', collectorNumber: '234', scryfallId: GIANT_ELD_115 },
        { name: 'Carta sin nombre', scryfallId: OKO_ELD_271.toUpperCase() },
        {
          name: 'Oko, Thief of Crowns',
          set: 'ELD',
          collectorNumber: '197',
          scryfallId: OKO_ELD_271,
        },
      ]),
    ).toEqual([
      ['printing', 'Bonecrusher Giant // Stomp ELD 115'],
      ['printing', 'Oko, Thief of Crowns ELD 271'],
      ['printing', 'Oko, Thief of Crowns ELD 271'],
    ]);
  });

  it('falls back to set and number, set or name when the ID is no catalog printing', async () => {
    expect(
      await summary([
        { name: 'Lightning Bolt', set: 'M10', collectorNumber: '146', scryfallId: UNKNOWN },
        { name: 'Island', set: 'M10', collectorNumber: '234', scryfallId: GIANT_ELD_115 },
        { name: 'Island', set: 'M10', scryfallId: UNKNOWN },
        { name: 'Oko, Thief of Crowns', scryfallId: UNKNOWN },
        { name: 'Lightnig Bolt', scryfallId: UNKNOWN },
      ]),
    ).toEqual([
      ['printing', 'Lightning Bolt M10 146'],
      ['printing', 'Bonecrusher Giant // Stomp ELD 115'],
      ['set', 'Island M10 234'],
      ['name', 'Oko, Thief of Crowns ELD 197'],
      ['none', null],
    ]);
  });

  it('answers 400 with a Spanish message for a Scryfall ID that is no id', async () => {
    const res = await suite.app.inject({
      method: 'POST',
      url: '/api/library/card/summary',
      headers: session.cookieHeaders,
      payload: [{ name: 'Island', scryfallId: 'not-an-id' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'El identificador de la carta no es válido.' });
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await suite.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = doc.paths['/api/library/card/summary'].post;
    expect(operation.description).toContain('scryfallId');
    const row = operation.requestBody.content['application/json'].schema.items;
    expect(row.properties.scryfallId.description).toBe(
      "The printing's Scryfall id. When it is a catalog printing the row resolves to exactly " +
        'that printing (match printing), whatever its name, set and number say.',
    );
    expect(row.required).not.toContain('scryfallId');
  });
});
