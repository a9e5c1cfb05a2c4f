import { ERRORS, REPORT_DETAILS_MAX_LENGTH, REPORT_MESSAGES } from '@mdc/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { createUser, loginAs, type TestSession, type TestUser } from '../../../test/factories';
import { injectApi } from '../../../test/inject-api';
import { marketplaceFixture } from '../../../test/marketplace-fixture';
import { reports } from '../../db/schema/index';

/** POST /api/report: who may report, what is stored, what is refused. */

const suite = useTestApp();
let reporter: TestUser;
let seller: TestUser;
let session: TestSession;
let libraryId: string;

beforeAll(async () => {
  ({
    buyer: reporter,
    seller,
    buyerSession: session,
    libraryId,
  } = await marketplaceFixture(suite.app, {
    seller: { user: 'mario_vende' },
    buyer: { user: 'lucia_denuncia' },
    cards: [{ name: 'Carta Dudosa', set: 'XYZ', collectorNumber: '1', price: '1.00' }],
  }));
});

const report = (headers: Record<string, string>, body: Record<string, unknown>) =>
  injectApi(suite.app, 'POST', '/report', headers, body);
const storedOf = (userId: string) =>
  suite.app.db.select().from(reports).where(eq(reports.reportedUserId, userId));

describe('POST /api/report', () => {
  it('refuses a visitor', async () => {
    const res = await report({}, { user: 'mario_vende', reason: 'fraud' });
    expect(res.statusCode).toBe(401);
  });

  it('stores a member’s report of a user once while it is open', async () => {
    const body = { user: 'MARIO_VENDE', reason: 'noShow', details: '  No vino al encuentro.  ' };
    const first = await report(session.bearerHeaders, body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: REPORT_MESSAGES.received });
    expect((await report(session.bearerHeaders, body)).statusCode).toBe(201);
    const stored = await storedOf(seller.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      reporterId: reporter.id,
      reason: 'noShow',
      details: 'No vino al encuentro.',
      status: 'open',
      libraryId: null,
    });
  });

  it('reports a library as its owner, naming the library', async () => {
    const other = await loginAs(suite.app, await createUser(suite.app));
    expect(
      (await report(other.bearerHeaders, { libraryId, reason: 'misleading' })).statusCode,
    ).toBe(201);
    const stored = await storedOf(seller.id);
    expect(stored.find((row) => row.libraryId === libraryId)).toMatchObject({
      reason: 'misleading',
    });
  });

  it('answers each refusal in Spanish', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ user: 'lucia_denuncia', reason: 'fraud' }, 400, ERRORS.reportOwnAccount.message],
      [{ user: 'nadie_asi', reason: 'fraud' }, 404, ERRORS.reportTargetNotFound.message],
      [{ reason: 'fraud' }, 400, REPORT_MESSAGES.targetRequired],
      [{ user: 'mario_vende', libraryId, reason: 'fraud' }, 400, REPORT_MESSAGES.targetRequired],
      [{ user: 'mario_vende', reason: 'spam' }, 400, REPORT_MESSAGES.reasonInvalid],
      [
        {
          user: 'mario_vende',
          reason: 'other',
          details: 'x'.repeat(REPORT_DETAILS_MAX_LENGTH + 1),
        },
        400,
        REPORT_MESSAGES.detailsTooLong,
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await report(session.bearerHeaders, body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([status, message]);
    }
  });
});
