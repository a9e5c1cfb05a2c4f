import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './client';
import { ALL_PARTS, type Part } from './result-card-fields';
import { GENERATED_PARTS, partCall, partColumn, partFunction } from './result-card-sql';

/**
 * Whether a migrated database writes the result card that result-card-fields.ts lists: its
 * functions are compared, as PostgreSQL prints them back (`pg_get_functiondef`: parsed, so
 * spacing does not count), with the listed ones created in a schema of their own; and the
 * generated columns' expressions with `partCall`. A field changed without a migration fails
 * result-card-fields.api.test.ts; `npm run db:generate` writes that migration.
 */

const CHECK_SCHEMA = 'result_card_check';

/** Each `offer_*_json` function of `schema`, as `CREATE OR REPLACE FUNCTION public.…`. */
const definitions = (db: Database, schema: string) =>
  queryRows<{ name: string; definition: string }>(
    db,
    sql`select p.proname as name,
          replace(pg_get_functiondef(p.oid), ${`${schema}.`}, 'public.') as definition
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = ${schema} and p.proname like 'offer\\_%\\_json'
        order by p.oid`,
  );

/** The generated columns' expressions on `library_cards`. */
const generatedExpressions = (db: Database) =>
  queryRows<{ name: string; expression: string }>(
    db,
    sql`select a.attname as name, pg_get_expr(d.adbin, d.adrelid) as expression
        from pg_attribute a join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attrelid = 'library_cards'::regclass and a.attgenerated = 's'`,
  );

/** The parts whose function or generated column is not the listed one (none when up to date). */
export async function staleResultCardParts(db: Database): Promise<Part[]> {
  await db.execute(sql.raw(`drop schema if exists ${CHECK_SCHEMA} cascade`));
  await db.execute(sql.raw(`create schema ${CHECK_SCHEMA}`));
  for (const part of ALL_PARTS) await db.execute(sql.raw(partFunction(part, CHECK_SCHEMA)));
  const [listed, deployed, columns] = [
    await definitions(db, CHECK_SCHEMA),
    await definitions(db, 'public'),
    await generatedExpressions(db),
  ];
  await db.execute(sql.raw(`drop schema ${CHECK_SCHEMA} cascade`));
  return ALL_PARTS.filter((part) => {
    const name = `offer_${part}_json`;
    const want = listed.filter((row) => row.name === name).map((row) => row.definition);
    const have = deployed.filter((row) => row.name === name).map((row) => row.definition);
    const column = columns.find((row) => row.name === partColumn(part))?.expression;
    const columnStale = GENERATED_PARTS.includes(part) && column !== partCall(part);
    return columnStale || have.join('\n') !== want.join('\n');
  });
}
