import pg from 'pg';

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
    const written = await writtenTables(client);
    if (written.length) await client.query(`truncate ${written.join(', ')} cascade`);
    await client.query(
      `select setval(format('%I.%I', schemaname, sequencename), start_value, false)
       from pg_sequences where schemaname = 'public' and last_value is not null`,
    );
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

/** The tables of the public schema holding at least one row, quoted. */
async function writtenTables(client: pg.Client): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  );
  if (!tables.length) return [];
  const { rows } = await client.query<{ name: string }>(
    tables
      .map(({ name }) => `select '${name}' as name where exists (select from public.${name})`)
      .join(' union all '),
  );
  return rows.map((row) => row.name);
}

/** Tables, columns, indexes, views and functions of the app's schemas, as one text. */
async function schemaOf(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ schema: string }>(
    `select md5(coalesce(string_agg(part, ';' order by part), '')) as schema from (
       select n.nspname || '.' || c.relname || ':' || c.relkind::text || '(' || coalesce((
         select string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || ' '
                  || coalesce(pg_get_expr(d.adbin, d.adrelid), ''), ',' order by a.attnum)
         from pg_attribute a
         left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
         where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '') || ')' as part
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname in ('public', 'drizzle')
       union all
       select p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' || md5(p.prosrc)
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public'
     ) parts`,
  );
  return rows[0]!.schema;
}
