import { ERRORS } from '@mdc/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../test/app';
import { fetchElsewhere, type FetchRequest } from '../test/fetch-elsewhere';
import { startFakeGeoref, type FakeGeoref } from '../test/fakes/georef';
import { startFakeMoxfield, type FakeMoxfield } from '../test/fakes/moxfield';
import { FuzzSessions, GARBAGE_HEADERS, type AuthMode } from '../test/fuzz/auth-modes';
import { casesFor, wrongMethodCases, type FuzzCase } from '../test/fuzz/fuzz-cases';
import { listOperations } from '../test/fuzz/openapi-operations';
import { scaled } from '../test/time-factor';

/**
 * Every route of the OpenAPI document gets malformed and hostile input, anonymous and logged in:
 * nothing may crash the app or answer 5xx, and every error is the Spanish `{code, message}` with
 * the request's id (`requestId`, the answer's `X-Request-Id`).
 */

const SEED = 20261123;
/** Common English words: an error message holding one was not written for our users. */
const ENGLISH =
  /\b(the|must|invalid|expected|required|should|cannot|failed|unexpected|exceeded|string|number|boolean|object|array|undefined|null)\b/i;
/** zod's Spanish locale ('Inválido UUID', 'Demasiado pequeño: se esperaba…'): not our words. */
const ZOD_LOCALE = /\b(Inválid[oa]|Demasiado (grande|pequeño)|se esperaba)\b/;
const ALWAYS: AuthMode[] = ['anonymous', 'bearer', 'cookie'];

/** An answer as problemOf reads it: app.inject's, or one read through a socket. */
type Answer = Pick<LightMyRequestResponse, 'statusCode' | 'body' | 'headers'>;

/** What is wrong with an answer, or null. A 503 is allowed only as deliberate load shedding. */
function problemOf(method: string, res: Answer): string | null {
  if (
    res.statusCode >= 500 &&
    !(res.statusCode === 503 && res.body.includes(`"${ERRORS.overloaded.code}"`))
  ) {
    return `status ${res.statusCode}`;
  }
  if (res.statusCode < 400 || method === 'HEAD') return null;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(res.body) as Record<string, unknown>;
  } catch {
    return `status ${res.statusCode} without a JSON body: ${res.body.slice(0, 80)}`;
  }
  // The reservation 409s also list the cards they could not reserve (reservationUnavailableSchema).
  const known = ['code', 'message', 'field', 'requestId'];
  const refusals: unknown[] = [ERRORS.reservationUnavailable.code, ERRORS.reservationOwnCards.code];
  if (refusals.includes(body.code)) known.push('unavailable', 'own');
  const extra = Object.keys(body).filter((key) => !known.includes(key));
  if (extra.length) return `extra keys ${extra.join(', ')}`;
  if (typeof body.code !== 'string' || !/^[A-Z]+-\d{3}$/.test(body.code))
    return `code ${body.code}`;
  if (typeof body.message !== 'string' || !body.message.trim()) return 'no message';
  if (typeof body.requestId !== 'string' || body.requestId !== res.headers['x-request-id']) {
    return `requestId ${body.requestId} for X-Request-Id ${res.headers['x-request-id']}`;
  }
  if (ENGLISH.test(body.message)) return `English message: ${body.message}`;
  if (ZOD_LOCALE.test(body.message)) return `zod's locale: ${body.message}`;
  return null;
}

describe('fuzzing every route of the OpenAPI document', () => {
  let app: FastifyInstance;
  let georef: FakeGeoref;
  let moxfield: FakeMoxfield;
  let sessions: FuzzSessions;
  let sent = 0;
  const problems: string[] = [];
  const statuses = new Map<number, number>();

  beforeAll(async () => {
    georef = await startFakeGeoref();
    moxfield = await startFakeMoxfield();
    // No load shedding here (test/app.ts): in-process requests never yield to the event-loop
    // timers, and any 503 must count as a failure.
    app = await createTestApp({ georefApiUrl: georef.url, moxfieldApiUrl: moxfield.url });
    sessions = new FuzzSessions(app);
  });
  afterAll(async () => {
    await app?.close();
    await georef?.close();
    await moxfield?.close();
  });

  async function send(fuzz: FuzzCase, mode: AuthMode, garbage: Record<string, string> = {}) {
    const auth =
      mode === 'anonymous' ? {} : mode === 'garbage' ? garbage : await sessions.headers(mode);
    sent++;
    let res: LightMyRequestResponse;
    try {
      res = await app.inject({
        method: fuzz.method as 'GET',
        url: fuzz.url,
        headers: { ...fuzz.headers, ...auth },
        ...(fuzz.payload !== undefined ? { payload: fuzz.payload } : {}),
        // Spread over addresses: the per-IP limits would otherwise answer most of it with 429.
        remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
      });
    } catch (err) {
      problems.push(
        `${fuzz.method} ${fuzz.url.slice(0, 80)} [${mode}] ${fuzz.label}: threw ${err}`,
      );
      return;
    }
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    const problem = problemOf(fuzz.method, res);
    if (problem) {
      problems.push(`${fuzz.method} ${fuzz.url.slice(0, 80)} [${mode}] ${fuzz.label}: ${problem}`);
    }
    // A logged-in write that went through may have ended its session (logout, deletion, password
    // reset); a refused one ended nothing. Renewing after every write was ~40% of this file's time.
    const accepted = res.statusCode < 400;
    const loggedIn = mode !== 'anonymous' && mode !== 'garbage';
    if (loggedIn && accepted && fuzz.method !== 'GET') await sessions.renew();
  }

  it(
    'never crashes, never answers 5xx, always answers errors in Spanish',
    async ({ annotate }) => {
      const operations = listOperations(app).filter((op) => !op.path.startsWith('/api/docs'));
      expect(operations.length).toBeGreaterThanOrEqual(20);
      const methodsByPath = new Map<string, Set<string>>();
      for (const [i, operation] of operations.entries()) {
        const methods = methodsByPath.get(operation.path) ?? new Set<string>();
        methodsByPath.set(operation.path, methods.add(operation.method));
        const cases = casesFor(operation, SEED + i);
        for (const fuzz of cases) {
          for (const mode of ALWAYS) await send(fuzz, mode);
        }
        // Garbage credentials on the first few cases; without a CSRF header on the accepted one.
        for (const [j, garbage] of GARBAGE_HEADERS.entries()) {
          await send(cases[j % Math.min(cases.length, 3)]!, 'garbage', garbage);
        }
        await send(cases[0]!, 'cookie without CSRF');
        if (operation.method === 'GET') await send({ ...cases[0]!, method: 'HEAD' }, 'anonymous');
      }
      for (const [path, methods] of methodsByPath) {
        for (const fuzz of wrongMethodCases(path, methods)) await send(fuzz, 'anonymous');
      }
      const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
      // The reporter shows it: the request count goes in the README.
      await annotate(
        `${sent} requests over ${operations.length} operations: ${byStatus.join(' ')}`,
      );
      expect(sent).toBeGreaterThan(3000);
      expect(problems).toEqual([]);
    },
    scaled(180_000),
  );
});

describe('fuzzing the bot check of every route', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ botCheck: true });
  });
  afterAll(() => app.close());

  it('answers missing and garbage R-Token headers with the Spanish contract', async () => {
    const problems: string[] = [];
    const tokens = [
      undefined,
      ...GARBAGE_HEADERS.flatMap((headers) => (headers['r-token'] ? [headers['r-token']] : [])),
    ];
    let sent = 0;
    for (const operation of listOperations(app).filter((op) => !op.path.startsWith('/api/docs'))) {
      const [accepted] = casesFor(operation, SEED);
      for (const token of tokens) {
        sent++;
        const res = await app.inject({
          method: accepted!.method as 'GET',
          url: accepted!.url,
          headers: { ...accepted!.headers, ...(token ? { 'r-token': token } : {}) },
          ...(accepted!.payload !== undefined ? { payload: accepted!.payload } : {}),
          remoteAddress: `10.99.0.${sent & 255}`,
        });
        const problem = problemOf(accepted!.method, res);
        if (problem) problems.push(`${accepted!.method} ${accepted!.url} [${token}]: ${problem}`);
      }
    }
    expect(sent).toBeGreaterThan(60);
    expect(problems).toEqual([]);
  });
});

/**
 * Every path of the OpenAPI document with a 1 MB URL, and every write with a 6 MB body, through
 * real sockets with fetch on another thread: every answer must be read, a
 * Spanish error, not a reset while the client still sends (plugins/lingering-close.ts).
 */
describe('fuzzing every route with a 1 MB URL and a 6 MB body, through fetch', () => {
  const suite = useTestApp({}, { listen: true });

  it('reads every answer: the 414 or 413 in the Spanish contract', async ({ annotate }) => {
    const base = `http://127.0.0.1:${suite.port}`;
    const operations = listOperations(suite.app).filter((op) => !op.path.startsWith('/api/docs'));
    const requests: (FetchRequest & { method: string; expected: number })[] = [];
    const longQuery = `?x=${'a'.repeat(1024 * 1024)}`;
    for (const [i, operation] of operations.entries()) {
      const [accepted] = casesFor(operation, SEED + i);
      const url = base + accepted!.url.split('?')[0];
      requests.push({ url: url + longQuery, method: operation.method, expected: 414 });
      if (operation.body) {
        requests.push({
          url,
          method: operation.method,
          headers: { 'content-type': 'application/json' },
          bodyPrefix: '{"x":"',
          bodyBytes: 6 * 1024 * 1024,
          expected: 413,
        });
      }
    }
    const outcomes = await fetchElsewhere(requests);
    const problems = outcomes.flatMap((outcome, i) => {
      const { method, url, expected } = requests[i]!;
      const name = `${method} ${url.slice(base.length, base.length + 60)} (${expected})`;
      if ('error' in outcome) return [`${name}: ${outcome.error}`];
      const answer = { statusCode: outcome.status, body: outcome.body, headers: outcome.headers };
      if (outcome.status < 400) return [`${name}: status ${outcome.status}`];
      const problem = problemOf(method, answer);
      return problem ? [`${name}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
    const statuses = outcomes.map((outcome) => ('status' in outcome ? outcome.status : 0));
    const count = (status: number) => statuses.filter((s) => s === status).length;
    await annotate(`${requests.length} requests: 414×${count(414)} 413×${count(413)}`);
    expect(count(414)).toBe(operations.length);
    expect(count(413)).toBe(requests.filter((request) => request.expected === 413).length);
    expect(requests.length).toBeGreaterThan(80);
  });
});
