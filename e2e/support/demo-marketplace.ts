import fs from 'node:fs';
import path from 'node:path';
import { DEMO_PASSWORD } from '../../packages/server/src/demo/demo-sellers';

/**
 * The demo marketplace the e2e database is seeded with (seed-database.ts, through
 * `npm run demo`'s generator): the demo sellers (all with DEMO_PASSWORD) and their libraries.
 *
 *   const library = demoLibrary('demo_rosario', 'Mazo de Commander');
 *   await page.goto(`/library/${library.id}/public`);
 */

export { DEMO_PASSWORD };

/**
 * The catalog's sets in the e2e database: enough for the real exports of ../shared/data/exports
 * to resolve mostly by name (Dragon Shield `dragonshield-no-sep-us-dates.csv`, Moxfield
 * `moxfield-deck-export.txt` and `…-with-foil.txt`) and the Commander staples (C21, MB1),
 * small enough to import in a few seconds.
 */
export const E2E_CATALOG_SETS = ['GRN', 'ARC', 'XLN', 'C21', 'EXP', '8ED', 'DDF', 'MB1'];

export const DEMO_MANIFEST_FILE = 'demo-manifest.json';

export interface DemoLibrary {
  id: string;
  name: string;
  buying: boolean;
  cardCount: number;
}

export interface DemoManifest {
  sellers: { user: string; libraries: DemoLibrary[] }[];
}

function readManifest(): DemoManifest {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts');
  return JSON.parse(
    fs.readFileSync(path.join(dataDir, DEMO_MANIFEST_FILE), 'utf8'),
  ) as DemoManifest;
}

/** A demo seller's library by user and library name (DEMO_SELLERS in packages/server/src/demo/demo-sellers.ts). */
export function demoLibrary(user: string, name: string): DemoLibrary {
  const library = readManifest()
    .sellers.find((seller) => seller.user === user)
    ?.libraries.find((candidate) => candidate.name === name);
  if (!library) throw new Error(`the e2e database has no demo library "${name}" of ${user}`);
  return library;
}
