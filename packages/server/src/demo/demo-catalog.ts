import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/client';
import {
  countCatalog,
  importCatalog,
  listCatalogSetCodes,
  TerminalProgress,
} from '../modules/catalog/index';

/**
 * The demo's catalog: the MTGJSON set files of a folder (by default all of ../shared/data's),
 * only those whose set the catalog lacks, so a second run imports nothing and takes a second.
 * Another source (one file, AllPrintings, a Scryfall bulk file or URL) is imported whole: the
 * import itself writes nothing that is already there.
 */

export interface DemoCatalogOptions {
  /** A folder of MTGJSON set files, a file or a URL (the sources of `npm run catalog:import`). */
  source: string;
  /** Only these set codes of a folder (tests and e2e: a small catalog). */
  sets?: readonly string[];
  /** Progress on stderr, as catalog:import shows it. */
  progress?: boolean;
}

export interface DemoCatalogReport {
  /** Files imported by this run (0 when the catalog already held them). */
  imported: number;
  /** Set files of the source already in the catalog, not imported again. */
  skipped: number;
  printings: number;
}

const SET_FILE = /^(.+?)_?\.json(\.gz)?$/i;

function setFiles(folder: string, sets: readonly string[] | undefined) {
  const wanted = sets && new Set(sets.map((code) => code.toUpperCase()));
  return fs
    .readdirSync(folder)
    .flatMap((name) => {
      const code = SET_FILE.exec(name)?.[1]?.toUpperCase();
      return code && (!wanted || wanted.has(code)) ? [{ code, file: path.join(folder, name) }] : [];
    })
    .sort((a, b) => a.code.localeCompare(b.code));
}

export async function seedDemoCatalog(
  db: Database,
  { source, sets, progress = false }: DemoCatalogOptions,
): Promise<DemoCatalogReport> {
  const isFolder = !/^https?:\/\//i.test(source) && fs.statSync(source).isDirectory();
  const files = isFolder ? setFiles(source, sets) : [{ code: '', file: source }];
  const present = await listCatalogSetCodes(db);
  const missing = files.filter((file) => !file.code || !present.has(file.code));
  if (missing.length > 0) {
    const options = () => (progress ? { progress: new TerminalProgress('catalog') } : {});
    // A first run imports the folder in one go (one progress bar); later runs only what is missing.
    if (isFolder && !sets && missing.length === files.length) {
      await importCatalog(db, source, options());
    } else {
      for (const { file } of missing) await importCatalog(db, file, options());
    }
  }
  const { printings } = await countCatalog(db);
  return { imported: missing.length, skipped: files.length - missing.length, printings };
}
