import fs from 'node:fs';
import path from 'node:path';
import { SHARED_DATA_DIR } from '../../../../test/shared-data';

/** The catalog's files among the shared data (test/shared-data.ts). */
export const MTGJSON_SETS_DIR = path.join(SHARED_DATA_DIR, 'mtgjson/sets-2022-04-25');
export const SCRYFALL_SAMPLES_DIR = path.join(SHARED_DATA_DIR, 'scryfall/samples');
export const EXPORTS_DIR = path.join(SHARED_DATA_DIR, 'exports');
export const DECKS_DIR = path.join(SHARED_DATA_DIR, 'decks');

export const mtgjsonSetFile = (code: string) => path.join(MTGJSON_SETS_DIR, `${code}.json.gz`);

/**
 * Sets that hold the cases the catalog must handle: adventure and Spanish names (ELD),
 * `197p` promos and foil-only printings (PELD), transform DFC and etched-only printings (NEO),
 * transform DFC (ISD), 'Relámpago' (M10), split 'Fire // Ice' (APC), accents 'Lim-Dûl's Vault'
 * (ALL), foil + etched only (H1R).
 */
export const TEST_SETS = ['ELD', 'PELD', 'NEO', 'ISD', 'M10', 'APC', 'ALL', 'H1R'] as const;

export function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}
