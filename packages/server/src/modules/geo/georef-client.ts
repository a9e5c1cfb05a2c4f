import type { GeorefPlace } from '@mdc/shared';
import { z } from 'zod';

/** Reads the georef API (GEOREF_API_URL): provinces, and the departments of one province. */

const FETCH_TIMEOUT_MS = 5000;
/** More than any province has (Buenos Aires: 135), so one call brings the whole list. */
const DEPARTMENTS_FETCH_MAX = 1000;

const placeSchema = z.object({ id: z.string(), nombre: z.string() });
const provinciasSchema = z.object({ provincias: z.array(placeSchema) });
const departamentosSchema = z.object({ departamentos: z.array(placeSchema) });

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`georef answered ${response.status} for ${url}`);
  return response.json();
}

const places = (list: z.infer<typeof placeSchema>[]): GeorefPlace[] =>
  list.map(({ id, nombre }) => ({ id, nombre }));

export async function fetchProvinces(baseUrl: string): Promise<GeorefPlace[]> {
  const body = provinciasSchema.parse(await getJson(`${baseUrl}/provincias`));
  return places(body.provincias);
}

export async function fetchDepartments(
  baseUrl: string,
  provinceId: string,
): Promise<GeorefPlace[]> {
  const query = new URLSearchParams({ provincia: provinceId, max: String(DEPARTMENTS_FETCH_MAX) });
  const body = departamentosSchema.parse(await getJson(`${baseUrl}/departamentos?${query}`));
  return places(body.departamentos);
}
