import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder, queryRows, type Database } from './client';

let shipped: number[] | undefined;

/** The migrations this build ships, by the time Drizzle records for each (read once). */
export function shippedMigrations(): number[] {
  shipped ??= readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis);
  return shipped;
}

/**
 * How many of the shipped migrations the database has not applied: Drizzle applies, in order,
 * those newer than the newest it recorded (`drizzle.__drizzle_migrations.created_at` holds each
 * one's time). Throws when the database does not answer or was never migrated.
 */
export async function pendingMigrations(db: Database): Promise<number> {
  const [row] = await queryRows<{ newest: string | number | null }>(
    db,
    sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
  );
  const newest = Number(row?.newest ?? 0);
  return shippedMigrations().filter((when) => when > newest).length;
}
