import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../../db/client';
import { libraryCards, reservations } from '../../db/schema/index';
import { createPostgresTestDatabase } from '../../../test/database';
import { createUser, loginAs } from '../../../test/factories';
import { createLibraryWithCards } from '../../../test/library-factory';
import { testDriver } from '../../../test/postgres-url';
import { startServer, type ServerProcess } from '../../../test/server-process';
import { scaled } from '../../../test/time-factor';

/**
 * Races on PostgreSQL between two server processes on two ports sharing one database, as two
 * instances behind a load balancer: buyers for the last copy, and confirm against cancel.
 */
describe.runIf(testDriver() === 'postgres')('reservation races, two instances', () => {
  let database: { url: string; drop(): Promise<void> };
  let handle: DatabaseHandle;
  const servers: ServerProcess[] = [];
  const dataDirs: string[] = [];

  beforeAll(async () => {
    database = await createPostgresTestDatabase();
    handle = await openPostgres(database.url, { max: 4 });
    for (let i = 0; i < 2; i++) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdc-races-'));
      dataDirs.push(dataDir);
      const env = { DATA_DIR: dataDir, DATABASE_URL: database.url, BOT_CHECK: 'off' };
      servers.push(await startServer({ ...env, LOG_LEVEL: 'silent' }));
    }
  }, scaled(120_000));

  afterAll(async () => {
    for (const server of servers) await server.stop();
    await handle?.close();
    await database?.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const send = (server: number, method: string, token: string, body: unknown) =>
    fetch(`${servers[server % 2]!.url}/api/reservation`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const activeOf = async (cardId: string) =>
    (
      await handle.db
        .select({ id: reservations.id })
        .from(reservations)
        .where(
          and(
            eq(reservations.cardId, cardId),
            eq(reservations.sold, false),
            eq(reservations.disabled, false),
          ),
        )
    ).length;

  it(
    '50 buyers at once for the last copy: one 201, 49 clear 409s',
    async () => {
      const target = { db: handle.db };
      const seller = await createUser(target);
      const { cards } = await createLibraryWithCards(target, seller, {}, [
        { name: 'Carta Disputada', set: 'XYZ', collectorNumber: '1', price: '9.99', quantity: 3 },
      ]);
      const cardId = cards[0]!.id;
      const early = await loginAs(target, await createUser(target));
      const first = await send(0, 'POST', early.token, [
        { cardId, transactionType: 'sale' },
        { cardId, transactionType: 'sale' },
      ]);
      expect(first.status).toBe(201);

      const buyers = await Promise.all(
        Array.from({ length: 50 }, async () => loginAs(target, await createUser(target))),
      );
      const answers = await Promise.all(
        buyers.map((buyer, i) =>
          send(i, 'POST', buyer.token, [{ cardId, transactionType: 'sale' }]),
        ),
      );
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(49);
      const refusal = await answers.find((res) => res.status === 409)!.json();
      expect(refusal).toMatchObject({ code: 'RES-001', unavailable: [cardId] });
      expect(await activeOf(cardId)).toBe(3);
      const [line] = await handle.db.select().from(libraryCards).where(eq(libraryCards.id, cardId));
      expect(line!.quantity).toBe(3);
    },
    scaled(120_000),
  );

  it(
    'confirm and cancel racing on one reservation: one wins, the state stays valid',
    async () => {
      const target = { db: handle.db };
      const owner = await createUser(target);
      const ownerSession = await loginAs(target, owner);
      for (let round = 0; round < 10; round++) {
        // A buyer a round: one who cancelled 5 would wait a day (reservation-limits.ts).
        const buyerSession = await loginAs(target, await createUser(target));
        const { cards } = await createLibraryWithCards(target, owner, {}, [
          { name: `Carta ${round}`, set: 'XYZ', collectorNumber: '1', price: '1.00' },
        ]);
        const cardId = cards[0]!.id;
        const created = await send(round, 'POST', buyerSession.token, [
          { cardId, transactionType: 'sale' },
        ]);
        const { reservationId } = ((await created.json()) as { reservationId: string }[])[0]!;
        const [confirm, cancel] = await Promise.all([
          send(round, 'PATCH', ownerSession.token, { reservationId, sold: true }),
          send(round + 1, 'PATCH', buyerSession.token, { reservationId, disabled: true }),
        ]);
        const [row] = await handle.db
          .select()
          .from(reservations)
          .where(eq(reservations.id, reservationId));
        const [line] = await handle.db
          .select()
          .from(libraryCards)
          .where(eq(libraryCards.id, cardId));
        expect([confirm.status, cancel.status].sort()).toEqual([200, 409]);
        if (confirm.status === 200) {
          expect([row!.sold, row!.disabled, line]).toEqual([true, false, undefined]);
        } else {
          expect(((await confirm.json()) as { code: string }).code).toBe('RES-003');
          expect([row!.sold, row!.disabled, line!.quantity]).toEqual([false, true, 1]);
        }
      }
    },
    scaled(120_000),
  );
});
