// Search benchmark: POST /api/search with 100 names, each with its copies wanted, as
// a logged-in user, through the real app (inject) with a browser's Accept-Encoding, timed by
// the server (Fastify's elapsed time from the request's arrival to the answer's last byte) and
// by the caller (round trip), on
// marketplaces of 100k and 1M listed cards, or 10M (scale-marketplace.ts on top of `npm run demo`'s
// generator, kept by marketplace-size.ts). Targets: p95 ≤ 20 ms at 1M and 10M on
// PostgreSQL, ≤ 100 ms at 100k on PGlite, ≤ 60 KB compressed. Then GET /api/health while
// searches run back to back: how long a search makes another request wait. Then POST
// /api/search/sellers, the records the screen asks for after the search: a page's sellers and,
// as a bound, every seller of the answer. On PostgreSQL it also writes EXPLAIN (ANALYZE,
// BUFFERS) of the search's query, as the app sends it, to a file.
//   node --import tsx bench/search.ts                 100k and 1M, one child process each
//   node --import tsx bench/search.ts --size 10m      the marketplaces of one size (10m: ~40 min
//                                                     to grow the first time, then kept)
//   node --import tsx bench/search.ts postgres-1m     one variant
//   … --cpu-profile                                   with a CPU profile of the timed searches
//                                                     (cpu-profile.ts)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  mergeSearchItems,
  QUICK_LISTS,
  SEARCH_RESULTS_PAGE_SIZE,
  SEARCH_RESULTS_PER_NAME,
  type SearchItem,
  type SellerRecord,
  type SearchResponse,
} from '@mdc/shared';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { queryRows, type Database } from '../packages/server/src/db/client';
import { readDeckList } from '../packages/server/src/demo/demo-data';
import { offerCardsQuery } from '../packages/server/src/modules/search/index';
import { wantedKeys } from '../packages/server/src/modules/search/index';
import { createUser, loginAs } from '../packages/server/test/factories';
import {
  decode,
  kb,
  ms,
  percentile,
  perVariant,
  reportTitle,
  type Driver,
} from './bench-marketplace';
import { withCpuProfile } from './cpu-profile';
import { openScaledMarketplace, sizeOption, SIZES, type Size } from './marketplace-size';

const VARIANTS = {
  'pglite-100k': { driver: 'pglite', size: '100k' },
  'postgres-100k': { driver: 'postgres', size: '100k' },
  'postgres-1m': { driver: 'postgres', size: '1m' },
  'postgres-10m': { driver: 'postgres', size: '10m' },
} as const satisfies Record<string, { driver: Driver; size: Size }>;
type Variant = keyof typeof VARIANTS;
const ALL = Object.keys(VARIANTS) as Variant[];
/** What a run without `--size` measures: 10M takes too long to run every time. */
const BY_DEFAULT = ALL.filter((variant) => VARIANTS[variant].size !== '10m');

const WARM_UP = 20;
const RUNS = 200;
const HEALTH_SEARCHES = 100;
/** The routes allow 120 calls a minute per user: a new session every 100. */
const CALLS_PER_USER = 100;
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const DECK = 'decks/mtgtop8-metagame-2026-07-20/commander/09-kinnan-bonder-prodigy.txt';
const NOWHERE = [
  'Dragón del Paraná',
  'Goblin Mate Cocido',
  'Sol Rng',
  'Llanowar Elvs',
  'Counterspel of Doom',
];

/**
 * A realistic 100-name search: 70 cards of a real Commander deck with the deck's copies (one
 * each: a cEDH list has no basic lands to repeat), 20 quick-list staples — a playset (4) of those
 * of the 60-card formats' lists, one of the Commander list's —, 5 names kept only by name in the
 * marketplace (cards newer than the catalog), 5 found nowhere, one copy each of those. Sent as a
 * client may: a name alone for one copy, `{ name, quantity }` for more.
 */
async function hundredNames(db: Database): Promise<SearchItem[]> {
  const chosen = mergeSearchItems(readDeckList(DECK)).slice(0, 70);
  const staples = QUICK_LISTS.flatMap((list) =>
    list.names.slice(0, 8).map((name) => ({ name, quantity: list.id === 'commander' ? 1 : 4 })),
  );
  for (const staple of staples) {
    if (chosen.length < 90 && !chosen.some((item) => item.name === staple.name)) {
      chosen.push(staple);
    }
  }
  const byName = await queryRows<{ name: string }>(
    db,
    sql`select name from library_cards where oracle_id is null
        group by name order by count(*) desc, name limit 5`,
  );
  const others = [...byName.map((row) => row.name), ...NOWHERE];
  return [...chosen, ...others.map((name) => ({ name, quantity: 1 }))];
}

const asSent = (items: SearchItem[]) =>
  items.map((item) => (item.quantity === 1 ? item.name : item));

interface Latency {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function latency(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (share: number) => percentile(sorted, share);
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

/** POST /api/search/sellers for `asked` user names, timed by the server. */
interface SellersFigures {
  what: string;
  asked: number;
  found: number;
  /** The meeting points the records carry ('Se encuentra' on the tiles). */
  places: number;
  server: Latency;
  compressedBytes: number;
  encoding: string;
  rawBytes: number;
}

interface Figures extends Latency {
  /** The same searches timed by the server: from the request's arrival to its answer's last byte. */
  server: Latency;
  variant: Variant;
  listed: number;
  buildSeconds: number | null;
  runs: number;
  names: number;
  /** The copies wanted of all names, and how many of them the answer says are free. */
  copies: number;
  available: number;
  results: number;
  notFound: number;
  encoding: string;
  compressedBytes: number;
  rawBytes: number;
  health: Latency & { samples: number };
  healthIdle: Latency;
  /** CPU time of this process per search (the app; with PGlite, the database too). */
  cpuPerSearch: number;
  sellers: SellersFigures[];
  /** The same search with 'Dónde' in the searcher's city (`?meet=city`), timed by the server. */
  meet: { city: string; sellers: number; results: number; server: Latency };
}

const dialect = new PgDialect();

/** The search's one offers query as POST /api/search builds it (`wantedKeys`, `offerCardsQuery`). */
async function searchQuery(db: Database, items: SearchItem[]): Promise<SQL> {
  const { cards, names } = await wantedKeys(db, items);
  return offerCardsQuery(cards, names, 'member', SEARCH_RESULTS_PER_NAME);
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the search's statement, 5 times: the last plan, and the first
 * one's buffers and time (at 10M the table is far larger than shared_buffers: the first run
 * reads its pages from the operating system's cache or the disk), written to a file.
 */
async function writePlan(db: Database, items: SearchItem[], variant: Variant): Promise<string> {
  const query = await searchQuery(db, items);
  const plans: string[][] = [];
  for (let i = 0; i < 5; i++) {
    const rows = await queryRows<{ 'QUERY PLAN': string }>(
      db,
      sql`explain (analyze, buffers) ${query}`,
    );
    plans.push(rows.map((row) => row['QUERY PLAN']));
  }
  const first = plans[0]!.filter((line) => /^( {2}Buffers|Execution Time)/.test(line));
  const { sql: text, params } = dialect.sqlToQuery(query);
  const file = path.join(os.tmpdir(), `search-query-plan-${variant}.txt`);
  fs.writeFileSync(
    file,
    [
      text,
      '',
      `-- parameters: ${JSON.stringify(params)}`,
      '',
      `-- the first of 5 runs: ${first.map((line) => line.trim()).join(', ')}`,
      '',
      ...plans.at(-1)!,
    ].join('\n'),
  );
  return file;
}

async function measure(variant: Variant): Promise<Figures> {
  const { driver, size } = VARIANTS[variant];
  const {
    handle,
    listed: found,
    buildSeconds,
  } = await openScaledMarketplace(driver, size, SIZES[size].listed);
  try {
    const items = await hundredNames(handle.db);
    if (driver === 'postgres') {
      process.stderr.write(`${variant}: plan in ${await writePlan(handle.db, items, variant)}\n`);
    }
    const config = loadConfig({ LOG_LEVEL: 'silent', BOT_CHECK: 'off', DATA_DIR: os.tmpdir() });
    const app = await buildApp(config, { database: handle, logger: false });
    // Server-side latency, as Fastify measures a request: arrival to the answer's last byte.
    let serverElapsed = 0;
    app.addHook('onResponse', async (request, reply) => {
      if (request.method === 'POST') serverElapsed = reply.elapsedTime;
    });
    await app.ready();
    let request = 0;
    let headers: Record<string, string> = {};
    const inject = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
      request += 1;
      // The per-address limits are not what is measured.
      const remoteAddress = `10.9.${Math.floor(request / 200) % 250}.${request % 200}`;
      // The answer read as bytes: light-my-request's default also decodes it into a string, the
      // caller's work (~1 ms a search at 1M), not the server's, in the CPU this process counts.
      const res = await app.inject({
        method,
        url,
        headers,
        remoteAddress,
        payload: payload as object | undefined,
        payloadAsStream: true,
      });
      const chunks: Buffer[] = [];
      for await (const chunk of res.stream()) chunks.push(chunk as Buffer);
      const rawPayload = Buffer.concat(chunks);
      return { statusCode: res.statusCode, headers: res.headers, rawPayload, body: rawPayload };
    };
    let calls = 0;
    // The searcher lives where the most sellers do: 'Dónde' in his city finds some of them.
    const [home] = await queryRows<{ regionId: string; cityId: string; city: string }>(
      handle.db,
      sql`select region_id as "regionId", city_id as "cityId", min(city) as city
          from user_profiles where city_id is not null
          group by region_id, city_id order by count(*) desc limit 1`,
    );
    const post = async (url: string, payload: unknown) => {
      if (calls++ % CALLS_PER_USER === 0) {
        const searcher = await createUser(app, home ? { ...home } : {});
        const { bearerHeaders } = await loginAs(app, searcher);
        headers = { ...bearerHeaders, 'accept-encoding': BROWSER_ENCODINGS };
      }
      const started = performance.now();
      const res = await inject('POST', url, payload);
      const elapsed = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`status ${res.statusCode}: ${res.body}`);
      return { res, elapsed, server: serverElapsed };
    };
    const search = () => post('/api/search', asSent(items));

    const samples: number[] = [];
    const serverSamples: number[] = [];
    let last = await search();
    for (let i = 0; i < WARM_UP; i++) last = await search();
    const cpu = process.cpuUsage();
    await withCpuProfile(`search-${variant}`, RUNS, async () => {
      for (let i = 0; i < RUNS; i++) {
        last = await search();
        samples.push(last.elapsed);
        serverSamples.push(last.server);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    });
    const { user, system } = process.cpuUsage(cpu);
    const cpuPerSearch = (user + system) / 1000 / RUNS;

    const healthOnce = async () => {
      const started = performance.now();
      const res = await inject('GET', '/api/health');
      if (res.statusCode !== 200) throw new Error(`health ${res.statusCode}: ${res.body}`);
      return performance.now() - started;
    };
    const idle: number[] = [];
    for (let i = 0; i < 100; i++) {
      idle.push(await healthOnce());
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    // Searches back to back; meanwhile a health check every 5 ms, each timed from its call.
    const busy: number[] = [];
    let searching = true;
    const searchLoop = (async () => {
      for (let i = 0; i < HEALTH_SEARCHES; i++) await search();
      searching = false;
    })();
    while (searching) {
      busy.push(await healthOnce());
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await searchLoop;

    const encoding = String(last.res.headers['content-encoding'] ?? 'identity');
    const raw = decode(encoding, last.res.rawPayload);
    const answer = JSON.parse(raw.toString('utf8')) as SearchResponse;

    // The records the screen asks for: the sellers of the first page (48 tiles), and every
    // seller of the answer (never asked at once: a bound).
    const sellersOf = (cards: SearchResponse['results']) => [
      ...new Set(cards.flatMap((card) => (card.ownerUser ? [card.ownerUser] : []))),
    ];
    const timeSellers = async (what: string, users: string[]): Promise<SellersFigures> => {
      const server: number[] = [];
      let reply = await post('/api/search/sellers', users);
      for (let i = 0; i < WARM_UP + RUNS; i++) {
        reply = await post('/api/search/sellers', users);
        if (i >= WARM_UP) server.push(reply.server);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      const sent = String(reply.res.headers['content-encoding'] ?? 'identity');
      const body = decode(sent, reply.res.rawPayload);
      const records = JSON.parse(body.toString('utf8')) as SellerRecord[];
      return {
        what,
        asked: users.length,
        found: records.length,
        places: records.reduce((sum, record) => sum + record.places.length, 0),
        server: latency(server),
        compressedBytes: reply.res.rawPayload.length,
        encoding: sent,
        rawBytes: body.length,
      };
    };
    const sellers = [
      await timeSellers(
        `a page's (${SEARCH_RESULTS_PAGE_SIZE} results)`,
        sellersOf(answer.results.slice(0, SEARCH_RESULTS_PAGE_SIZE)),
      ),
      await timeSellers('every seller of the answer', sellersOf(answer.results)),
    ];
    const meetServer: number[] = [];
    let meetReply = await post('/api/search?meet=city', asSent(items));
    for (let i = 0; i < WARM_UP + RUNS / 2; i++) {
      meetReply = await post('/api/search?meet=city', asSent(items));
      if (i >= WARM_UP) meetServer.push(meetReply.server);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const meetBody = decode(
      String(meetReply.res.headers['content-encoding'] ?? 'identity'),
      meetReply.res.rawPayload,
    );
    const meetAnswer = JSON.parse(meetBody.toString('utf8')) as SearchResponse;
    const meet = {
      city: home?.city ?? '(none)',
      sellers: sellersOf(meetAnswer.results).length,
      results: meetAnswer.results.length,
      server: latency(meetServer),
    };
    await app.close();
    return {
      variant,
      listed: found,
      buildSeconds,
      runs: RUNS,
      names: items.length,
      copies: answer.wanted.reduce((sum, card) => sum + card.quantity, 0),
      available: answer.wanted.reduce((sum, card) => sum + card.available, 0),
      results: answer.results.length,
      notFound: answer.notFound.length,
      encoding,
      compressedBytes: last.res.rawPayload.length,
      rawBytes: raw.length,
      ...latency(samples),
      server: latency(serverSamples),
      cpuPerSearch,
      health: { ...latency(busy), samples: busy.length },
      healthIdle: latency(idle),
      sellers,
      meet,
    };
  } finally {
    await handle.close().catch(() => {});
  }
}

function report(all: Figures[]): string {
  return [
    reportTitle('Search benchmark'),
    '',
    '| marketplace | listed cards | names searched (copies) | copies available | results / not found | runs | server-side p50 | p95 | p99 | max | round trip p50 | p95 | process CPU per search | over the wire (encoding) | raw JSON |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...all.map(
      (f) =>
        `| ${f.variant} | ${f.listed.toLocaleString('en-US')} | ${f.names} (${f.copies}) | ${f.available} | ${f.results} / ${f.notFound} | ${f.runs} | ${ms(f.server.p50)} | ${ms(f.server.p95)} | ${ms(f.server.p99)} | ${ms(f.server.max)} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.cpuPerSearch)} | ${kb(f.compressedBytes)} (${f.encoding}) | ${kb(f.rawBytes)} |`,
    ),
    '',
    '| marketplace | GET /api/health | samples | p50 | p95 | p99 | max |',
    '|---|---|---|---|---|---|---|',
    ...all.flatMap((f) => [
      `| ${f.variant} | idle | 100 | ${ms(f.healthIdle.p50)} | ${ms(f.healthIdle.p95)} | ${ms(f.healthIdle.p99)} | ${ms(f.healthIdle.max)} |`,
      `| ${f.variant} | during ${HEALTH_SEARCHES} searches back to back | ${f.health.samples} | ${ms(f.health.p50)} | ${ms(f.health.p95)} | ${ms(f.health.p99)} | ${ms(f.health.max)} |`,
    ]),
    '',
    '| marketplace | POST /api/search/sellers | sellers asked / found | places | runs | server-side p50 | p95 | p99 | max | over the wire (encoding) | raw JSON |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...all.flatMap((f) =>
      f.sellers.map(
        (s) =>
          `| ${f.variant} | ${s.what} | ${s.asked} / ${s.found} | ${s.places} | ${RUNS} | ${ms(s.server.p50)} | ${ms(s.server.p95)} | ${ms(s.server.p99)} | ${ms(s.server.max)} | ${kb(s.compressedBytes)} (${s.encoding}) | ${kb(s.rawBytes)} |`,
      ),
    ),
    '',
    '| marketplace | POST /api/search?meet=city | sellers / results | runs | server-side p50 | p95 | p99 | max |',
    '|---|---|---|---|---|---|---|---|',
    ...all.map(
      (f) =>
        `| ${f.variant} | in ${f.meet.city} | ${f.meet.sellers} / ${f.meet.results} | ${RUNS / 2} | ${ms(f.meet.server.p50)} | ${ms(f.meet.server.p95)} | ${ms(f.meet.server.p99)} | ${ms(f.meet.server.max)} |`,
    ),
    '',
    ...all.map(
      (f) =>
        `${f.variant}: marketplace ${f.buildSeconds === null ? 'kept from an earlier run' : `grown in ${f.buildSeconds.toFixed(0)} s`}`,
    ),
  ].join('\n');
}

const size = sizeOption();
const run = size ? ALL.filter((variant) => VARIANTS[variant].size === size) : BY_DEFAULT;
await perVariant(import.meta.filename, ALL, measure, report, run);
