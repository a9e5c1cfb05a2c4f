/** What the emptying needs of a connection: PGlite and node-postgres's client both have it. */
export interface Queryable {
  query<T>(text: string): Promise<{ rows: T[] }>;
}

/**
 * Empties a migrated database for the next test file of a worker (test/database.ts,
 * reused-postgres.ts): the tables of `public` that hold a row are truncated, every sequence
 * used is started again. The schema is left as the file left it: compare `schemaOf` first.
 */
export async function emptyTables(client: Queryable): Promise<void> {
  const written = await writtenTables(client);
  if (written.length) await client.query(`truncate ${written.join(', ')} cascade`);
  await client.query(
    `select setval(format('%I.%I', schemaname, sequencename), start_value, false)
     from pg_sequences where schemaname = 'public' and last_value is not null`,
  );
}

/** The tables of the public schema holding at least one row, quoted. */
async function writtenTables(client: Queryable): Promise<string[]> {
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
export async function schemaOf(client: Queryable): Promise<string> {
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
