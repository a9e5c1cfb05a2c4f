import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDataDir } from '../../../test/database';
import { createUser } from '../../../test/factories';
import { testDriver } from '../../../test/postgres-url';
import { compiled } from '../../../test/server-process';
import { openDatabase } from '../../db/client';
import { users } from '../../db/schema/index';
import { scaled } from '../../../test/time-factor';

/** `npm run moderator -- add|remove <user> | list` as an operator runs it. */

const dataDir = migratedDataDir('mdc-moderator-cli-');
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const run = (...args: string[]) =>
  spawnSync(process.execPath, [compiled('moderator'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });

/** Opens the command's database for a moment (the command and the test cannot share it). */
async function withDatabase<T>(use: (db: Parameters<typeof createUser>[0]['db']) => Promise<T>) {
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await database.migrate();
    return await use(database.db);
  } finally {
    await database.close();
  }
}

describe.runIf(testDriver() === 'pglite')('npm run moderator', () => {
  beforeAll(
    () => withDatabase((db) => createUser({ db }, { user: 'irene_modera' })),
    scaled(60_000),
  );

  it(
    'explains its usage and exits 2 without a command or a user',
    () => {
      for (const args of [['add'], ['promote', 'irene_modera']]) {
        const { status, stderr } = run(...args);
        expect(status).toBe(2);
        expect(stderr).toContain('usage: npm run moderator -- add <user> | remove <user> | list');
      }
    },
    scaled(60_000),
  );

  it(
    'exits 1 for a user who does not exist',
    () => {
      const { status, stderr } = run('add', 'nadie_se_llama_asi');
      expect(status).toBe(1);
      expect(stderr).toContain('No active account is named nadie_se_llama_asi.');
    },
    scaled(60_000),
  );

  it(
    'grants, lists and withdraws the role',
    async () => {
      expect(run('list').stdout).toBe('No moderators yet.\n');
      const added = run('add', 'IRENE_MODERA');
      expect(added.status).toBe(0);
      expect(added.stdout).toBe('IRENE_MODERA is now a moderator.\n');
      expect(run('list').stdout).toBe('irene_modera\n');
      const role = () =>
        withDatabase(async (db) => {
          const [row] = await db
            .select({ role: users.role })
            .from(users)
            .where(eq(users.username, 'irene_modera'));
          return row!.role;
        });
      expect(await role()).toBe('moderator');
      expect(run('remove', 'irene_modera').status).toBe(0);
      expect(await role()).toBe('member');
    },
    scaled(120_000),
  );
});
