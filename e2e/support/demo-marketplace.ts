import fs from 'node:fs';
import path from 'node:path';
import type { LibraryCard, LibraryCardsResponse } from '@mdc/shared';
import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../packages/server/src/demo/demo-sellers';

/**
 * The demo marketplace the e2e database is seeded with (seed-database.ts, through
 * `npm run demo`'s generator): the demo sellers (all with DEMO_PASSWORD) and their libraries.
 *
 *   const library = demoLibrary('demo_rosario', 'Mazo de Commander');
 *   await page.goto(`/public/library?libraryId=${library.id}`);
 */

export { DEMO_PASSWORD };

/**
 * The catalog's sets in the e2e database (4,021 card records, a few seconds to import), chosen
 * greedily for the names of the real exports of ../shared/data/exports per card imported: by
 * name, 61% of `dragonshield-no-sep-us-dates.csv` resolves, 55% of `moxfield-deck-export.txt`
 * and 56% of `moxfield-deck-export-with-foil.txt` (the full catalog: 93%, 95%, 90%); the rest
 * is kept by name, as the review step shows. C21 and MB1 hold most Commander staples.
 */
export const E2E_CATALOG_SETS = [
  ...['GRN', 'ZNE', 'ARC', 'DDF', 'XLN', 'KHC', '8ED', 'OLGC'],
  ...['AKH', 'C21', 'DDG', 'DKM', 'MB1', 'PMH2', 'EXP'],
];

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

/** A demo library's cards as its public page reads them (GET /api/library[/buying]/{id}/public). */
export async function demoLibraryCards(
  request: APIRequestContext,
  library: DemoLibrary,
): Promise<LibraryCard[]> {
  const base = library.buying ? '/api/library/buying' : '/api/library';
  const answer = await request.get(`${base}/${library.id}/public`);
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as LibraryCardsResponse).cards;
}
