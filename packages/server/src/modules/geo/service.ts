import type { GeorefPlace } from '@mdc/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { geoDepartments, geoFetches, geoProvinces } from '../../db/schema/index';
import { fetchDepartments, fetchProvinces } from './georef-client';

/**
 * Provinces and departments served from the database, filled from the georef API on first need
 * and refreshed when older than a month. When georef fails the cached list (even stale) is
 * served; with neither, an empty list, and the registration form lets the user type the city.
 */

const STALE_AFTER_MS = 30 * 24 * 60 * 60 * 1000;
const collator = new Intl.Collator('es', { sensitivity: 'base' });
const byName = (a: GeorefPlace, b: GeorefPlace) => collator.compare(a.nombre, b.nombre);

export interface GeoContext {
  db: Database;
  georefApiUrl: string;
  now: Date;
  log: FastifyBaseLogger;
}

async function isFresh(db: Database, list: string, now: Date): Promise<boolean> {
  const [row] = await db.select().from(geoFetches).where(eq(geoFetches.list, list));
  return Boolean(row && now.getTime() - row.fetchedAt.getTime() < STALE_AFTER_MS);
}

async function markFetched(db: Database, list: string, now: Date): Promise<void> {
  await db
    .insert(geoFetches)
    .values({ list, fetchedAt: now })
    .onConflictDoUpdate({ target: geoFetches.list, set: { fetchedAt: now } });
}

async function refreshProvinces(context: GeoContext): Promise<void> {
  const { db, now } = context;
  const provinces = await fetchProvinces(context.georefApiUrl);
  await db.transaction(async (tx) => {
    await tx.delete(geoProvinces);
    if (provinces.length) {
      // Upsert: another instance may be refreshing the same list at the same moment.
      await tx
        .insert(geoProvinces)
        .values(provinces.map(({ id, nombre }) => ({ id, name: nombre })))
        .onConflictDoUpdate({ target: geoProvinces.id, set: { name: sql`excluded.name` } });
    }
    await markFetched(tx, 'provincias', now);
  });
}

async function refreshDepartments(context: GeoContext, provinceId: string): Promise<void> {
  const { db, now } = context;
  const departments = await fetchDepartments(context.georefApiUrl, provinceId);
  await db.transaction(async (tx) => {
    await tx.delete(geoDepartments).where(eq(geoDepartments.provinceId, provinceId));
    if (departments.length) {
      await tx
        .insert(geoDepartments)
        .values(departments.map(({ id, nombre }) => ({ provinceId, id, name: nombre })))
        .onConflictDoUpdate({
          target: [geoDepartments.provinceId, geoDepartments.id],
          set: { name: sql`excluded.name` },
        });
    }
    await markFetched(tx, `departamentos:${provinceId}`, now);
  });
}

/** Runs a refresh; a georef failure is logged and the cache answers instead. */
async function tryRefresh(context: GeoContext, list: string, refresh: () => Promise<void>) {
  if (await isFresh(context.db, list, context.now)) return;
  try {
    await refresh();
  } catch (err) {
    context.log.warn({ err, list }, 'georef unavailable; serving the cached list');
  }
}

export async function getProvinces(context: GeoContext): Promise<GeorefPlace[]> {
  await tryRefresh(context, 'provincias', () => refreshProvinces(context));
  const rows = await context.db.select().from(geoProvinces);
  return rows.map(({ id, name }) => ({ id, nombre: name })).sort(byName);
}

export async function getDepartments(
  context: GeoContext,
  provinceId: string,
  max: number,
): Promise<GeorefPlace[]> {
  // Only ids of known provinces reach georef, so the cache cannot be filled with junk keys.
  const provinces = await getProvinces(context);
  if (provinces.length && !provinces.some((province) => province.id === provinceId)) return [];
  await tryRefresh(context, `departamentos:${provinceId}`, () =>
    refreshDepartments(context, provinceId),
  );
  const rows = await context.db
    .select()
    .from(geoDepartments)
    .where(eq(geoDepartments.provinceId, provinceId));
  return rows
    .map(({ id, name }) => ({ id, nombre: name }))
    .sort(byName)
    .slice(0, max);
}
