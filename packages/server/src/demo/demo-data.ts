import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parseLibraryImport, readCsv, type LibraryImportRow } from '@mdc/shared';
import { serverRoot } from '../paths';

/**
 * The real public data the demo is made of (../shared/data beside the checkout, or
 * SHARED_DATA_DIR): staples lists, export files of real tools, metagame deck lists, Argentine
 * geography. Read in place, never copied into the repository.
 */
export const DEMO_DATA_DIR =
  process.env.SHARED_DATA_DIR ?? path.resolve(serverRoot, '../../../shared/data');

export const MTGJSON_SETS_DIR = path.join(DEMO_DATA_DIR, 'mtgjson/sets-2022-04-25');

const dataFile = (relative: string) => path.join(DEMO_DATA_DIR, relative);

function readText(relative: string): string {
  const bytes = fs.readFileSync(dataFile(relative));
  return (relative.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
}

/** The card names of a staples list (`rank,name,…`), most played first. */
export function readStaples(relative: string): string[] {
  const [header, ...records] = readCsv(readText(relative));
  const column = header!.indexOf('name');
  return records.flatMap((record) => (record[column] ? [record[column]] : []));
}

/** The rows of a real export (Dragon Shield CSV, Moxfield text or collection CSV), as the upload dialog reads them. */
export function readExport(relative: string): LibraryImportRow[] {
  const result = parseLibraryImport(readText(relative), path.basename(relative));
  if (!result.ok) throw new Error(`${relative}: ${result.message}`);
  return result.rows;
}

/** The main deck of an MTGGoldfish/MTGO deck list (`4 Lightning Bolt`; the sideboard follows a blank line). */
export function readDeckList(relative: string): { name: string; quantity: number }[] {
  const lines = readText(relative)
    .split(/\r?\n/)
    .map((line) => line.trim());
  const end = lines.indexOf('');
  return (end < 0 ? lines : lines.slice(0, end)).flatMap((line) => {
    const match = /^(\d+)x?\s+(.+)$/.exec(line);
    return match ? [{ quantity: Number(match[1]), name: match[2]! }] : [];
  });
}

interface GeorefPlace {
  id: string;
  nombre: string;
  provincia?: { id: string; nombre: string };
}

/** A province and one of its departments (the profile's region and city), by georef id. */
let departments: GeorefPlace[] | undefined;

export function findPlace(cityId: string): { region: string; regionId: string; city: string } {
  departments ??= (
    JSON.parse(readText('georef/departamentos.json')) as { departamentos: GeorefPlace[] }
  ).departamentos;
  const place = departments.find((candidate) => candidate.id === cityId);
  if (!place?.provincia) throw new Error(`georef/departamentos.json has no department ${cityId}`);
  return { region: place.provincia.nombre, regionId: place.provincia.id, city: place.nombre };
}
