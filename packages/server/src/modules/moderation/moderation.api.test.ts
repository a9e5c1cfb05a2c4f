import {
  APP_NAME,
  ERRORS,
  MODERATION_MESSAGES,
  type ModerationReport,
  type Reservation,
  type SearchResponse,
} from '@mdc/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { createUser, loginAs, type TestSession, type TestUser } from '../../../test/factories';
import { injectApi } from '../../../test/inject-api';
import { marketplaceFixture } from '../../../test/marketplace-fixture';
import { mailOutbox } from '../../db/schema/index';
import { setRole } from '../accounts/index';

/**
 * Moderation: who may use it (anonymous / member / moderator on every route),
 * and what each action does, with its line in the report's history.
 */

const suite = useTestApp();
let moderator: TestUser;
let buyer: TestUser;
let seller: TestUser;
let mod: TestSession;
let buyerSession: TestSession;
/** A session of the seller's that no request uses while the account is suspended. */
let idleSession: TestSession;
let libraryId: string;
let cardId: string;

beforeAll(async () => {
  moderator = await createUser(suite.app, { user: 'irene_modera' });
  expect(await setRole(suite.app.db, 'IRENE_MODERA', 'moderator')).toBe(true);
  mod = await loginAs(suite.app, moderator);
  const market = await marketplaceFixture(suite.app, {
    seller: { user: 'mario_dudoso' },
    buyer: { user: 'lucia_compra' },
    library: { name: 'Ofertas Raras' },
    cards: [{ name: 'Carta Dudosa', set: 'XYZ', collectorNumber: '1', price: '1.00', quantity: 2 }],
  });
  ({ buyer, seller, buyerSession, libraryId } = market);
  cardId = market.cards[0]!.id;
});

const list = (session: TestSession | null, status = 'open') =>
  injectApi(suite.app, 'GET', `/moderation/reports?status=${status}`, session?.bearerHeaders ?? {});
const act = (session: TestSession | null, id: string, body: Record<string, unknown>) =>
  injectApi(
    suite.app,
    'POST',
    `/moderation/reports/${id}/actions`,
    session?.bearerHeaders ?? {},
    body,
  );
async function fileReport(body: Record<string, unknown>): Promise<ModerationReport> {
  const reporter = await loginAs(suite.app, await createUser(suite.app));
  const res = await injectApi(suite.app, 'POST', '/report', reporter.bearerHeaders, body);
  expect(res.statusCode).toBe(201);
  const open = (await list(mod)).json() as { reports: ModerationReport[] };
  return open.reports[0]!;
}
async function found(session: TestSession): Promise<string[]> {
  const res = await injectApi(suite.app, 'POST', '/search', session.bearerHeaders, [
    'Carta Dudosa',
  ]);
  return (res.json() as SearchResponse).results.map((card) => card.ownerUser!);
}

describe('who may moderate', () => {
  const someId = '00000000-0000-4000-8000-000000000000';
  it('an anonymous visitor: 401 on every route', async () => {
    expect((await list(null)).statusCode).toBe(401);
    expect((await act(null, someId, { action: 'dismiss', reason: 'x' })).statusCode).toBe(401);
  });

  it('a member: 403 MOD-403 on every route, in Spanish', async () => {
    for (const res of [
      await list(buyerSession),
      await act(buyerSession, someId, { action: 'dismiss', reason: 'x' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'MOD-403',
        message: MODERATION_MESSAGES.moderatorsOnly,
      });
    }
  });

  it('a moderator: the list, and 404 for a report that does not exist', async () => {
    expect((await list(mod)).statusCode).toBe(200);
    const res = await act(mod, someId, { action: 'dismiss', reason: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'MOD-404' });
  });

  it('a moderator: a Spanish 400 for a status, report id or action that does not exist', async () => {
    for (const res of [
      await list(mod, 'abierta'),
      await act(mod, 'no-es-un-id', { action: 'dismiss', reason: 'x' }),
      await act(mod, someId, { action: 'borrarTodo', reason: 'x' }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VAL-400', message: expect.any(String) });
    }
  });

  it('the profile says who is a moderator', async () => {
    expect((await injectApi(suite.app, 'GET', '/user', mod.bearerHeaders)).json()).toMatchObject({
      moderator: true,
    });
    expect(
      (await injectApi(suite.app, 'GET', '/user', buyerSession.bearerHeaders)).json(),
    ).toMatchObject({ moderator: false });
  });
});

describe('a report of a library', () => {
  let report: ModerationReport;

  it('reaches the list newest first with the owner’s record and the library', async () => {
    report = await fileReport({ libraryId, reason: 'misleading', details: 'Estado falso.' });
    expect(report).toMatchObject({
      status: 'open',
      reason: 'misleading',
      details: 'Estado falso.',
      reported: { user: 'mario_dudoso', deliveries: 0, suspended: false },
      library: { id: libraryId, name: 'Ofertas Raras', hidden: false },
      reservations: [],
      history: [],
    });
  });

  it('refuses an action without a reason', async () => {
    const res = await act(mod, report.id, { action: 'hideLibrary', reason: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MODERATION_MESSAGES.reasonRequired });
  });

  it('hides the library: out of search, its page says so; the report is actioned, with history', async () => {
    await suite.app.db.delete(mailOutbox);
    const res = await act(mod, report.id, {
      action: 'hideLibrary',
      reason: 'Fotos de otra carta.',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { message: string; report: ModerationReport };
    expect(body.message).toBe(MODERATION_MESSAGES.done.hideLibrary);
    expect(body.report).toMatchObject({ status: 'actioned', library: { hidden: true } });
    expect(body.report.history).toEqual([
      {
        action: 'hideLibrary',
        moderator: 'irene_modera',
        at: expect.any(String),
        reason: 'Fotos de otra carta.',
      },
    ]);
    expect(await found(buyerSession)).toEqual([]);
    const told = await suite.app.db.select().from(mailOutbox);
    expect(told.map((mail) => [mail.recipient, mail.subject])).toEqual([
      [seller.email, `Ocultamos tu biblioteca en ${APP_NAME}`],
    ]);
    // Its owner still has it, marked.
    const own = await injectApi(
      suite.app,
      'GET',
      '/library',
      (await loginAs(suite.app, seller)).bearerHeaders,
    );
    expect(own.json()).toEqual([
      expect.objectContaining({ internalId: libraryId, hiddenByModeration: true }),
    ]);
    const page = await injectApi(suite.app, 'GET', `/library/${libraryId}/public`, {});
    expect(page.statusCode).toBe(404);
    expect(page.json()).toMatchObject({
      code: 'LIB-005',
      message: MODERATION_MESSAGES.libraryHidden,
    });
    expect(
      ((await list(mod, 'actioned')).json() as { reports: ModerationReport[] }).reports.map(
        (r) => r.id,
      ),
    ).toContain(report.id);
  });

  it('refuses to hide it again: nothing would change, nobody is mailed twice', async () => {
    const res = await act(mod, report.id, { action: 'hideLibrary', reason: 'Otra vez.' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'MOD-001', message: MODERATION_MESSAGES.nothingToDo });
  });

  it('shows it again', async () => {
    const res = await act(mod, report.id, {
      action: 'showLibrary',
      reason: 'Revisado con fotos nuevas.',
    });
    expect(
      (res.json() as { report: ModerationReport }).report.history.map((e) => e.action),
    ).toEqual(['hideLibrary', 'showLibrary']);
    expect(await found(buyerSession)).toEqual(['mario_dudoso']);
    expect((await injectApi(suite.app, 'GET', `/library/${libraryId}/public`, {})).statusCode).toBe(
      200,
    );
  });
});

describe('a report of a user', () => {
  let report: ModerationReport;
  let reservationId: string;

  it('a user report has no library to hide (409)', async () => {
    const reserved = await injectApi(
      suite.app,
      'POST',
      '/reservation',
      buyerSession.bearerHeaders,
      [{ cardId, transactionType: 'sale' }],
    );
    expect(reserved.statusCode).toBe(201);
    reservationId = (reserved.json() as Reservation[])[0]!.reservationId;
    report = await fileReport({
      user: 'mario_dudoso',
      reason: 'fraud',
      details: 'Pidió seña por transferencia.',
    });
    expect(report.reservations).toEqual([
      {
        id: reservationId,
        role: 'seller',
        otherUser: 'lucia_compra',
        status: 'pending',
        createdAt: expect.any(String),
        cards: 1,
      },
    ]);
    const res = await act(mod, report.id, { action: 'hideLibrary', reason: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'MOD-409', message: MODERATION_MESSAGES.noLibrary });
  });

  it('suspends: login refused, sessions ended saying why, cards hidden, open reservations cancelled and mailed', async () => {
    const sellerSession = await loginAs(suite.app, seller);
    idleSession = await loginAs(suite.app, seller);
    await suite.app.db.delete(mailOutbox);
    const res = await act(mod, report.id, { action: 'suspend', reason: 'Estafa confirmada.' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { report: ModerationReport }).report).toMatchObject({
      status: 'actioned',
      reported: { suspended: true },
      reservations: [{ id: reservationId, status: 'cancelled' }],
    });
    const login = await suite.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: seller.email, password: seller.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      code: 'SEC-005',
      message: ERRORS.accountSuspended.message,
    });
    // The open page's next request says why, once, and ends the session.
    const saidWhy = await suite.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: sellerSession.cookieHeaders,
    });
    expect(saidWhy.statusCode).toBe(403);
    expect(saidWhy.json()).toMatchObject({
      code: 'SEC-006',
      message: MODERATION_MESSAGES.suspendedLogin,
    });
    const cleared = saidWhy.cookies.find((cookie) => cookie.name === 'sessionExpiration');
    expect(cleared?.value).toBe('');
    expect(
      (await injectApi(suite.app, 'GET', '/user', sellerSession.bearerHeaders)).statusCode,
    ).toBe(401);
    expect(await found(buyerSession)).toEqual([]);
    const mails = await suite.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, buyer.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Se cancelaron reservas en ${APP_NAME}`);
    const told = await suite.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, seller.email));
    expect(told.map((mail) => mail.subject)).toEqual([`Suspendimos tu cuenta en ${APP_NAME}`]);
    const mine = (
      await injectApi(suite.app, 'GET', '/reservation?selling=false', buyerSession.bearerHeaders)
    ).json() as Reservation[];
    expect(mine.find((row) => row.reservationId === reservationId)).toMatchObject({
      disabled: true,
    });
  });

  it('reinstates: login works again, no session of before the suspension, the cards come back', async () => {
    await act(mod, report.id, { action: 'reinstate', reason: 'Apelación aceptada.' });
    const idle = await injectApi(suite.app, 'GET', '/user', idleSession.bearerHeaders);
    expect(idle.statusCode).toBe(401);
    const login = await suite.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: seller.email, password: seller.password },
    });
    expect(login.statusCode).toBe(200);
    expect(await found(buyerSession)).toEqual(['mario_dudoso']);
  });

  it('dismiss closes a report and changes nothing else', async () => {
    const other = await fileReport({ user: 'mario_dudoso', reason: 'other', details: '' });
    const res = await act(mod, other.id, { action: 'dismiss', reason: 'Sin pruebas.' });
    expect((res.json() as { report: ModerationReport }).report).toMatchObject({
      status: 'dismissed',
      reported: { suspended: false },
    });
    const open = (await list(mod)).json() as { reports: ModerationReport[] };
    expect(open.reports.map((r) => r.id)).not.toContain(other.id);
    expect(await found(buyerSession)).toEqual(['mario_dudoso']);
  });
});
