import {
  APP_NAME,
  ERRORS,
  MODERATION_MESSAGES,
  REPORT_MESSAGES,
  type MemberPlace,
  type ModerationReport,
} from '@mdc/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { expectError } from '../../../test/error-answer';
import { createUser, loginAs, type TestSession, type TestUser } from '../../../test/factories';
import { injectApi } from '../../../test/inject-api';
import { mailOutbox, reports } from '../../db/schema/index';
import { setRole } from '../accounts/index';

/**
 * A meeting point reported and removed like a library (docs/product/places.md#moderation): the
 * report names a member who lists it, a moderator removes it from every list, the members are
 * told, its name cannot be listed again in that city until a moderator allows it.
 */

const suite = useTestApp();
const CITY = { regionId: '14', cityId: '14014' };
const suspicious = { kind: 'public', name: 'Plaza Sospechosa', ...CITY };

let mod: TestSession;
let first: TestUser;
let second: TestUser;
let firstSession: TestSession;
let secondSession: TestSession;
let reporter: TestSession;
let placeId: string;

const save = (session: TestSession, list: unknown) =>
  injectApi(suite.app, 'PUT', '/user/places', session.bearerHeaders, list);
const placesOf = async (session: TestSession): Promise<MemberPlace[]> =>
  (await injectApi(suite.app, 'GET', '/user', session.bearerHeaders)).json().places;
const report = (session: TestSession, body: Record<string, unknown>) =>
  injectApi(suite.app, 'POST', '/report', session.bearerHeaders, { reason: 'other', ...body });
const act = (id: string, action: string, session = mod) =>
  injectApi(suite.app, 'POST', `/moderation/reports/${id}/actions`, session.bearerHeaders, {
    action,
    reason: 'Es la dirección de una casa.',
  });
const openReports = async (): Promise<ModerationReport[]> =>
  (await injectApi(suite.app, 'GET', '/moderation/reports', mod.bearerHeaders)).json().reports;

beforeAll(async () => {
  const moderator = await createUser(suite.app, { user: 'olga_modera' });
  await setRole(suite.app.db, moderator.user, 'moderator');
  mod = await loginAs(suite.app, moderator);
  first = await createUser(suite.app, { user: 'primero_lista' });
  second = await createUser(suite.app, { user: 'segundo_lista' });
  firstSession = await loginAs(suite.app, first);
  secondSession = await loginAs(suite.app, second);
  reporter = await loginAs(suite.app, await createUser(suite.app));
  const [place] = (await save(firstSession, [suspicious])).json() as MemberPlace[];
  placeId = place!.placeId;
  // The second lists it too, beside a place of his own that must stay.
  await save(secondSession, [
    { kind: 'store', name: 'Tienda Legal', ...CITY },
    { ...suspicious, name: 'plaza sospechosa' },
  ]);
});

describe('reporting a meeting point', () => {
  it('names the first member who listed it, once while it is open', async () => {
    expect((await report(reporter, { placeId })).statusCode).toBe(201);
    expect((await report(reporter, { placeId, details: 'otra vez' })).statusCode).toBe(201);
    const stored = await suite.app.db.select().from(reports).where(eq(reports.placeId, placeId));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ reportedUserId: first.id, libraryId: null, status: 'open' });
  });

  it('names the member whose list showed it, when the reporter says who', async () => {
    const other = await loginAs(suite.app, await createUser(suite.app));
    expect((await report(other, { placeId, user: 'SEGUNDO_LISTA' })).statusCode).toBe(201);
    const stored = await suite.app.db.select().from(reports).where(eq(reports.placeId, placeId));
    expect(stored.map((row) => row.reportedUserId).sort()).toEqual([first.id, second.id].sort());
  });

  it('refuses a place nobody lists, a member who does not list it, and oneself alone', async () => {
    const notFound = {
      code: ERRORS.reportTargetNotFound.code,
      message: REPORT_MESSAGES.placeNotFound,
      field: 'placeId',
    };
    const nowhere = '00000000-0000-4000-8000-000000000000';
    expectError(await report(reporter, { placeId: nowhere }), 404, notFound);
    expectError(await report(reporter, { placeId, user: 'olga_modera' }), 404, notFound);
    const lonely = await loginAs(suite.app, await createUser(suite.app));
    const [own] = (await save(lonely, [{ kind: 'store', name: 'Solo Mía', ...CITY }])).json();
    expect((await report(lonely, { placeId: own.placeId })).statusCode).toBe(400);
    expectError(await report(reporter, { placeId, libraryId: placeId }), 400, {
      code: 'VAL-400',
      field: 'user',
      message: REPORT_MESSAGES.targetRequired,
    });
  });
});

describe('a moderator', () => {
  let reported: ModerationReport;

  it('sees the place on the report', async () => {
    reported = (await openReports()).find((each) => each.place?.id === placeId)!;
    expect(reported).toMatchObject({
      library: null,
      place: { id: placeId, name: 'Plaza Sospechosa', kind: 'public', ...CITY, removed: false },
    });
  });

  it('cannot remove a place from a report that names none', async () => {
    const other = await loginAs(suite.app, await createUser(suite.app));
    expect((await report(other, { user: 'primero_lista' })).statusCode).toBe(201);
    const userReport = (await openReports()).find((each) => !each.place && !each.library)!;
    expectError(await act(userReport.id, 'removePlace'), 409, {
      code: ERRORS.moderationNoPlace.code,
      message: MODERATION_MESSAGES.noPlace,
    });
  });

  it('a member cannot remove a place', async () => {
    expect((await act(reported.id, 'removePlace', reporter)).statusCode).toBe(403);
  });

  it('removes it from every list, tells each member, and records it', async () => {
    await suite.app.db.delete(mailOutbox);
    const res = await act(reported.id, 'removePlace');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { message: string; report: ModerationReport };
    expect(body.message).toBe(MODERATION_MESSAGES.done.removePlace);
    expect(body.report).toMatchObject({
      status: 'actioned',
      place: { id: placeId, removed: true },
      history: [{ action: 'removePlace', moderator: 'olga_modera' }],
    });
    expect(await placesOf(firstSession)).toEqual([]);
    expect((await placesOf(secondSession)).map((place) => place.name)).toEqual(['Tienda Legal']);
    const city = await injectApi(suite.app, 'GET', `/places?cityId=${CITY.cityId}`, {});
    expect(city.json().map((place: { name: string }) => place.name)).not.toContain(
      'Plaza Sospechosa',
    );
    const told = await suite.app.db.select().from(mailOutbox);
    expect(told.map((mail) => [mail.recipient, mail.subject]).sort()).toEqual(
      [first.email, second.email]
        .sort()
        .map((email) => [email, `Quitamos uno de tus lugares de encuentro en ${APP_NAME}`]),
    );
  });

  it('refuses to remove it twice', async () => {
    expectError(await act(reported.id, 'removePlace'), 409, {
      code: ERRORS.moderationNothingToDo.code,
      message: MODERATION_MESSAGES.nothingToDo,
    });
  });

  it('keeps its name from being listed again in that city, however it is written', async () => {
    const res = await save(firstSession, [{ ...suspicious, name: 'PLAZA  sospechosa!' }]);
    expectError(res, 409, {
      code: ERRORS.placeRemoved.code,
      message: ERRORS.placeRemoved.message,
      field: '0.name',
    });
    expect(await placesOf(firstSession)).toEqual([]);
  });

  it('may allow it again: nobody’s list gets it back, nobody is mailed, members may add it', async () => {
    await suite.app.db.delete(mailOutbox);
    const res = await act(reported.id, 'restorePlace');
    expect(res.statusCode).toBe(200);
    expect(res.json().report).toMatchObject({ place: { removed: false } });
    expect(await placesOf(secondSession)).toHaveLength(1);
    expect(await suite.app.db.select().from(mailOutbox)).toEqual([]);
    const [again] = (await save(firstSession, [suspicious])).json() as MemberPlace[];
    expect(again!.placeId).toBe(placeId);
  });
});
