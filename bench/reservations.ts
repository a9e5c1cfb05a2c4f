// Reservations benchmark: POST /api/reservation through real server processes, two
// instances on one PostgreSQL database and one instance on PGlite, each on a database of its own
// created and dropped by the run. 1,000 buyers contend for 100 hot cards (2 in each of 50
// sellers' sale libraries), each buyer sending 4 requests of 1–3 of those cards, the instances
// taken in turn, 64 requests in flight (16 on PGlite). The hot cards hold 58–78 copies each
// (6,872 in all; the draws are seeded) for 8,001 copies asked: with 1–4 copies (~250 in all) a
// run would be over in a second, so this one lasts long enough to mean something, and its end
// still contends for the last copies (409s). After the run, SQL checks that no card has more active reservations
// than copies and that the copies reserved are the items the 201s answered. The servers send their
// mails to an SMTP server in this process; the CPU is read at the last answer, and again once the
// outbox is empty (what the run's mails cost is then in).
//   node --import tsx bench/reservations.ts            both variants, one child process each
//   node --import tsx bench/reservations.ts postgres   one variant
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import {
  openDatabase,
  openPostgres,
  queryRows,
  type Database,
  type DatabaseHandle,
} from '../packages/server/src/db/client';
import { libraryCards, reservations } from '../packages/server/src/db/schema/index';
import { seededRandom, seedOf, type Random } from '../packages/server/src/demo/random';
import { createUser, loginAs } from '../packages/server/test/factories';
import { startSmtpCapture } from '../packages/server/test/fakes/smtp-capture';
import { createLibraryWithCards } from '../packages/server/test/library-factory';
import { buildServerIfStale, startServer } from '../packages/server/test/server-process';

import { freshPostgresDatabase, perVariant, withServers } from './bench-marketplace';
import { cpuSnapshot, cpuSpent, keepEndedBackends } from './process-cpu';
import { sendAll, type ReservationRequest } from './reservations-load';
import { reservationsReport, type ReservationFigures } from './reservations-report';

// The benchmark starts the compiled server: built first when missing or older than its sources.
buildServerIfStale();

const BUYERS = 1000;
const SELLERS = 50;
const HOT_PER_SELLER = 2;
const COPIES = [58, 78] as const;
const REQUESTS_PER_BUYER = 4;
const ITEMS = [1, 3] as const;
/**
 * PGlite answers one query at a time inside the server's process: more requests in flight only
 * lengthen its event loop's turns, and past 1 s of lag the server sheds load (503 GEN-001).
 */
const IN_FLIGHT = { postgres: 64, pglite: 16 } as const;
/** Untimed requests first, on cards of their own, so the servers' code is warm. */
const WARM_UP = 100;
const DATABASE = 'mdc_bench_reservations';
const TARGET = 500;
/** CPU per request, servers + PostgreSQL backends, that 1,000 copies a second on 2 cores needs. */
const CPU_GOAL_MS = 2;

const VARIANTS = { postgres: 2, pglite: 1 } as const;
type Variant = keyof typeof VARIANTS;

interface Deployment {
  open(): Promise<DatabaseHandle>;
  /** Each instance's environment. */
  instances: NodeJS.ProcessEnv[];
  /** PostgreSQL's backends serving the benchmark's database (none for PGlite: it is in the server). */
  backendPids(): Promise<number[]>;
  dispose(): Promise<void>;
}

const temporaryFolder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'mdc-bench-reservations-'));

async function deploy(variant: Variant, smtpUrl: string): Promise<Deployment> {
  // A buyer's 4 requests may reach up to 12 of the 50 sellers: the anti-harvest limit of a new
  // account (10 sellers) is lifted, so the run measures contention for copies, as before. The mails
  // go to an SMTP server, as in production (without SMTP_URL each would be a file on disk).
  const base = {
    BOT_CHECK: 'off',
    LOG_LEVEL: 'warn',
    RESERVATION_SELLERS_NEW: '50',
    SMTP_URL: smtpUrl,
  };
  const folders = Array.from({ length: VARIANTS[variant] }, temporaryFolder);
  const removeFolders = () => {
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  };
  if (variant === 'pglite') {
    const dataDir = folders[0]!;
    return {
      open: () => openDatabase({ databaseUrl: undefined, dataDir }),
      instances: [{ ...base, DATA_DIR: dataDir, DATABASE_URL: '' }],
      backendPids: async () => [],
      dispose: async () => removeFolders(),
    };
  }
  const database = await freshPostgresDatabase(DATABASE);
  return {
    open: async () => openPostgres(database.url),
    instances: folders.map((dataDir) => ({
      ...base,
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
    })),
    backendPids: async () => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ pid: number }>(
          'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
        return rows.map((row) => row.pid);
      } finally {
        await client.end();
      }
    },
    dispose: async () => {
      await database.drop();
      removeFolders();
    },
  };
}

interface Marketplace {
  hotCards: { id: string; quantity: number }[];
  warmCard: string;
  tokens: string[];
}

async function inBatches<T>(count: number, size: number, make: () => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  while (made.length < count) {
    const batch = Math.min(size, count - made.length);
    made.push(...(await Promise.all(Array.from({ length: batch }, make))));
  }
  return made;
}

async function seed(db: Database, random: Random): Promise<Marketplace> {
  const target = { db };
  const hotCards: Marketplace['hotCards'] = [];
  for (let s = 0; s < SELLERS; s++) {
    const cards = Array.from({ length: HOT_PER_SELLER }, (_, i) => ({
      name: `Carta buscada ${s * HOT_PER_SELLER + i + 1}`,
      set: 'XYZ',
      collectorNumber: String(i + 1),
      price: `${random.int(1, 40)}.00`,
      quantity: random.int(...COPIES),
    }));
    const library = await createLibraryWithCards(target, await createUser(target), {}, cards);
    hotCards.push(...library.cards.map(({ id, quantity }) => ({ id, quantity })));
  }
  const warm = await createLibraryWithCards(target, await createUser(target), {}, [
    {
      name: 'Carta de calentamiento',
      set: 'XYZ',
      collectorNumber: '1',
      price: '1.00',
      quantity: WARM_UP,
    },
  ]);
  const tokens = await inBatches(
    BUYERS,
    20,
    async () => (await loginAs(target, await createUser(target))).token,
  );
  return { hotCards, warmCard: warm.cards[0]!.id, tokens };
}

/** Every buyer's requests, round by round; a buyer's rounds alternate between the instances. */
function plan(market: Marketplace, instances: number, random: Random): ReservationRequest[] {
  const requests: ReservationRequest[] = [];
  for (let round = 0; round < REQUESTS_PER_BUYER; round++) {
    market.tokens.forEach((token, buyer) => {
      const items = Array.from({ length: random.int(...ITEMS) }, () => ({
        cardId: random.pick(market.hotCards).id,
        transactionType: 'sale' as const,
      }));
      requests.push({ instance: (buyer + round) % instances, token, items });
    });
  }
  return requests;
}

async function checkCopies(db: Database, cardIds: string[]) {
  const [row] = await queryRows<{ overbooked: number; active: number }>(
    db,
    sql`select count(*) filter (where a.active > c.quantity)::int as overbooked,
          coalesce(sum(a.active), 0)::int as active
        from ${libraryCards} c
        cross join lateral (select count(*)::int as active from ${reservations} r
          where r.card_id = c.id and not r.sold and not r.disabled) a
        where c.id = any(${`{${cardIds.join(',')}}`}::uuid[])`,
  );
  return row!;
}

type Figures = ReservationFigures<Variant>;

async function onDatabase<T>(deployment: Deployment, work: (db: Database) => Promise<T>) {
  const handle = await deployment.open();
  try {
    await handle.migrate();
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/**
 * Waits until the outbox holds no mail (the servers' `/metrics`, read from loopback): the mails
 * of the run's reservations have reached the SMTP server.
 */
async function waitForEmptyOutbox(url: string, onPoll: () => Promise<void>): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    await onPoll();
    const text = await (await fetch(`${url}/metrics`)).text();
    if (/^mail_outbox_backlog 0$/m.test(text)) return;
    if (Date.now() > deadline) throw new Error('the outbox was not empty within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function measure(variant: Variant): Promise<Figures> {
  const smtp = await startSmtpCapture({ parse: false });
  const deployment = await deploy(variant, smtp.url);
  try {
    return await withServers(async (servers) => {
      const started = performance.now();
      const random = seededRandom(seedOf('reservations-bench'));
      // PGlite admits one process: the benchmark's writes are done before the server opens it.
      const market = await onDatabase(deployment, (db) => seed(db, random));
      for (const env of deployment.instances) servers.push(await startServer(env));
      const setupSeconds = (performance.now() - started) / 1000;
      const urls = servers.map((server) => server.url);
      const warmUp = market.tokens.slice(0, WARM_UP).map((token, buyer) => ({
        instance: buyer % urls.length,
        token,
        items: [{ cardId: market.warmCard, transactionType: 'sale' as const }],
      }));
      const warm = await sendAll(urls, warmUp, IN_FLIGHT[variant]);
      if (warm.created !== WARM_UP)
        throw new Error(`warm-up: ${warm.created} of ${WARM_UP} got 201`);
      const loadBefore = os.loadavg()[0]!;
      process.stderr.write(`${variant}: ${BUYERS * REQUESTS_PER_BUYER} reservation requests…\n`);
      const cpuNow = async () =>
        cpuSnapshot(
          servers.map((server) => server.child.pid!),
          await deployment.backendPids(),
        );
      await waitForEmptyOutbox(urls[0]!, async () => {});
      const mailsBefore = smtp.mails.length;
      const cpuBefore = await cpuNow();
      const load = await sendAll(urls, plan(market, urls.length, random), IN_FLIGHT[variant]);
      let cpuAfter = await cpuNow();
      const cpu = cpuSpent(cpuBefore, cpuAfter);
      const loadAfter = os.loadavg()[0]!;
      // The mails the reservations enqueued are part of their cost: the servers send them after
      // the answers (modules/mail), many after the last answer.
      await waitForEmptyOutbox(urls[0]!, async () => {
        cpuAfter = keepEndedBackends(cpuAfter, await cpuNow());
      });
      const cpuWithMails = cpuSpent(cpuBefore, keepEndedBackends(cpuAfter, await cpuNow()));
      for (const server of servers.splice(0)) await server.stop();
      const copies = await onDatabase(deployment, (db) =>
        checkCopies(
          db,
          market.hotCards.map((card) => card.id),
        ),
      );
      return {
        variant,
        instances: urls.length,
        copies: market.hotCards.reduce((sum, card) => sum + card.quantity, 0),
        setupSeconds,
        ...load,
        overbooked: copies.overbooked,
        activeReservations: copies.active,
        loadBefore,
        loadAfter,
        cpu,
        cpuWithMails,
        mails: smtp.mails.length - mailsBefore,
      };
    });
  } finally {
    await deployment.dispose();
    await smtp.close();
  }
}

const setup = {
  buyers: BUYERS,
  sellers: SELLERS,
  hotPerSeller: HOT_PER_SELLER,
  requestsPerBuyer: REQUESTS_PER_BUYER,
  items: ITEMS,
  inFlight: IN_FLIGHT,
  target: TARGET,
  cpuGoalMs: CPU_GOAL_MS,
};
await perVariant(import.meta.filename, Object.keys(VARIANTS) as Variant[], measure, (all) =>
  reservationsReport(all, setup),
);
