import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase, migratedDataDir } from '../../test/database';
import { testDriver } from '../../test/postgres-url';
import { compiled } from '../../test/server-process';
import { generateDemo } from '../demo/generate-demo';
import { enqueueMail } from '../modules/mail/index';
import { openDatabase, queryRows, type Database } from './client';
import { scaled } from '../../test/time-factor';

/**
 * `npm run backup` and `npm run restore` as an operator runs them, on the
 * driver of the project: the demo marketplace backed up, wiped, restored, and whole again.
 */

const dataDir = migratedDataDir('mdc-backup-');
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const TABLES = ['users', 'libraries', 'library_cards', 'reservations', 'mail_outbox'] as const;

async function counts(db: Database): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    result[table] = row!.n;
  }
  return result;
}

describe('npm run backup / npm run restore', () => {
  it(
    'brings back every account, library, card, reservation and mail of a wiped database',
    async () => {
      const postgres = testDriver() === 'postgres' ? await createPostgresTestDatabase() : undefined;
      const config = { databaseUrl: postgres?.url, dataDir };
      const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '' };
      const run = (...args: string[]) =>
        spawnSync(process.execPath, [compiled('backup'), ...args], { encoding: 'utf8', env });
      const withDatabase = async <T>(use: (db: Database) => Promise<T>): Promise<T> => {
        const database = await openDatabase(config);
        try {
          await database.migrate();
          return await use(database.db);
        } finally {
          await database.close();
        }
      };
      try {
        const before = await withDatabase(async (db) => {
          await generateDemo(db, { sets: ['M10'] });
          const mail = {
            to: 'ana@example.com',
            subject: 'Hola',
            text: 'x',
            html: '<p>x</p>',
            link: '',
          };
          await enqueueMail(db, mail, new Date());
          return counts(db);
        });
        for (const table of TABLES) expect(before[table], table).toBeGreaterThan(0);

        const file = path.join(dataDir, 'copia');
        const saved = run('backup', file);
        expect(saved.stderr).toBe('');
        expect(saved.stdout).toBe(`Backup written: ${file}\n`);
        expect(saved.status).toBe(0);

        if (postgres) {
          await withDatabase((db) =>
            db.execute(
              sql`drop schema public cascade; create schema public; drop schema drizzle cascade`,
            ),
          );
        } else {
          fs.rmSync(path.join(dataDir, 'db'), { recursive: true, force: true });
        }
        expect(await withDatabase(counts)).toEqual(Object.fromEntries(TABLES.map((t) => [t, 0])));

        const restored = run('restore', file);
        expect(restored.stderr).toBe('');
        expect(restored.stdout).toContain(`Restored from ${file}.`);
        expect(restored.status).toBe(0);
        expect(await withDatabase(counts)).toEqual(before);
      } finally {
        await postgres?.drop();
      }
    },
    scaled(180_000),
  );

  it('explains its usage and exits 2 without a command or a file to restore', () => {
    for (const args of [[], ['restore'], ['copy', 'x']]) {
      const { status, stderr } = spawnSync(process.execPath, [compiled('backup'), ...args], {
        encoding: 'utf8',
      });
      expect(status).toBe(2);
      expect(stderr).toContain('usage: npm run backup [-- <file>] | npm run restore -- <file>');
    }
  });
});
