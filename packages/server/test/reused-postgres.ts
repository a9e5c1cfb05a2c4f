import pg from 'pg';
import { emptyTables, schemaOf } from './empty-database';

/** A test file's PostgreSQL database: its URL, and how to drop it. */
export interface TestPostgres {
  url: string;
  drop(): Promise<void>;
}

/**
 * Migrated databases whose test file closed them, emptied for the next file of this worker (the
 * files of a worker run one after another): cloning the template and dropping the clone cost
 * PostgreSQL ~0.4 s a file and megabytes of WAL, emptying the tables a file wrote ~0.05 s. The
 * run's global teardown drops them all (global-setup.ts).
 */
const emptied: TestPostgres[] = [];
/** The schema of a fresh clone, to tell a database whose schema a file changed. */
let freshSchema: string | undefined;

/** An emptied database of this worker, else a new one from `create`. */
export async function reusedPostgres(create: () => Promise<TestPostgres>): Promise<TestPostgres> {
  const reused = emptied.pop();
  if (reused) return reused;
  const database = await create();
  freshSchema ??= await withClient(database.url, schemaOf);
  return database;
}

/**
 * Empties a closed file's database for the next file, or drops it when a connection the file
 * opened is still there, its schema is not a fresh clone's any more, or it cannot be emptied at
 * once.
 */
export async function releasePostgres(database: TestPostgres): Promise<void> {
  const kept = await withClient(database.url, async (client) => {
    const { rows } = await client.query<{ others: number }>(
      `select count(*)::int as others from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`,
    );
    if (rows[0]!.others > 0 || (await schemaOf(client)) !== freshSchema) return false;
    await client.query(`set lock_timeout = '2s'`);
    await emptyTables(client);
    return true;
  }).catch(() => false);
  if (kept) emptied.push(database);
  else await database.drop();
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
