import { ERRORS, type BlockState } from '@mdc/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { createUser, loginAs, type TestSession } from '../../../test/factories';
import { expectError } from '../../../test/error-answer';
import { injectApi } from '../../../test/inject-api';

/**
 * GET /api/blocks/{user}: what the public library page asks of its owner, so
 * that it offers no 'Reservar' across a block and says why — 'byYou' to the blocker, only
 * 'eitherWay' to the blocked (who is not told who blocked), 'none' to anyone else.
 */

const suite = useTestApp();
const sessions: Record<'ana' | 'tito' | 'otro', TestSession> = {} as never;

beforeAll(async () => {
  for (const user of ['ana', 'tito', 'otro'] as const) {
    sessions[user] = await loginAs(
      suite.app,
      await createUser(suite.app, { user: `${user}_cartas` }),
    );
  }
  const blocked = await injectApi(
    suite.app,
    'PUT',
    '/blocks/tito_cartas',
    sessions.ana.bearerHeaders,
  );
  expect(blocked.statusCode).toBe(200);
});

const stateOf = async (who: keyof typeof sessions, user: string): Promise<BlockState> => {
  const res = await injectApi(suite.app, 'GET', `/blocks/${user}`, sessions[who].bearerHeaders);
  expect(res.statusCode).toBe(200);
  return (res.json() as { block: BlockState }).block;
};

describe('GET /api/blocks/{user}', () => {
  it('answers the blocker byYou, the blocked eitherWay, anyone else none', async () => {
    expect(await stateOf('ana', 'TITO_cartas')).toBe('byYou');
    expect(await stateOf('tito', 'ana_cartas')).toBe('eitherWay');
    expect(await stateOf('otro', 'ana_cartas')).toBe('none');
    expect(await stateOf('otro', 'tito_cartas')).toBe('none');
    expect(await stateOf('ana', 'ana_cartas')).toBe('none');
  });

  it('says byYou to a blocker who was blocked back, and none once both lift it', async () => {
    await injectApi(suite.app, 'PUT', '/blocks/ana_cartas', sessions.tito.bearerHeaders);
    expect(await stateOf('tito', 'ana_cartas')).toBe('byYou');
    expect(await stateOf('ana', 'tito_cartas')).toBe('byYou');
    await injectApi(suite.app, 'DELETE', '/blocks/ana_cartas', sessions.tito.bearerHeaders);
    await injectApi(suite.app, 'DELETE', '/blocks/tito_cartas', sessions.ana.bearerHeaders);
    expect(await stateOf('tito', 'ana_cartas')).toBe('none');
  });

  it('refuses a visitor, and answers nobody by that name with the Spanish 404', async () => {
    expect((await injectApi(suite.app, 'GET', '/blocks/ana_cartas', {})).statusCode).toBe(401);
    const nobody = await injectApi(
      suite.app,
      'GET',
      '/blocks/nadie_asi',
      sessions.ana.bearerHeaders,
    );
    expectError(nobody, 404, {
      code: ERRORS.blockTargetNotFound.code,
      message: ERRORS.blockTargetNotFound.message,
    });
  });
});
