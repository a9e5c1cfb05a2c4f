import type { Database } from '../../../db/client';
import { openCommandDatabase } from '../../../db/command-database';
import { countCatalog } from '../catalog-status';
import { ImportError } from '../import/import-error';
import type { TableChanges } from '../import/table-changes';
import { IMPORT_PGLITE_SETTINGS } from './import-memory';

/**
 * The shell of the import commands: configuration (DATA_DIR / DATABASE_URL, as the server
 * reads them), a migrated database, one import per argument, a summary, an exit code.
 * With the embedded database, stop the server first: PGlite allows one process per folder, and
 * the folder's lock refuses this command while the server holds it.
 */

const RUNNING_SERVER_HINT = [
  'Otra opción: arrancá el servidor con CATALOG_URL=<archivo o URL> (y PRICES_URL) y el servidor lo importa solo, a los 30 s de arrancar y luego una vez al día.',
  'Alternatively: start the server with CATALOG_URL=<file or URL> (and PRICES_URL); it imports them itself 30 s after start, then daily.',
].join('\n');

export const thousands = (value: number) => value.toLocaleString('en-US');

export const describeChanges = (label: string, changes: TableChanges) =>
  `  ${label.padEnd(12)} ${thousands(changes.inserted)} new, ${thousands(changes.updated)} updated`;

export async function runImport(
  command: string,
  importOne: (db: Database, location: string) => Promise<string[]>,
): Promise<void> {
  const locations = process.argv.slice(2);
  if (locations.length === 0) {
    console.error(`usage: npm run ${command} -- <file|folder|url> [more…]`);
    process.exit(2);
  }
  const { database } = await openCommandDatabase(RUNNING_SERVER_HINT, IMPORT_PGLITE_SETTINGS);
  let exitCode = 0;
  try {
    await database.migrate();
    for (const location of locations) {
      const started = Date.now();
      const lines = await importOne(database.db, location);
      console.log(`${location} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      for (const line of lines) console.log(line);
    }
    const counts = await countCatalog(database.db);
    console.log(
      `Catalog now: ${thousands(counts.printings)} printings, ${thousands(counts.prices)} with prices.`,
    );
  } catch (err) {
    if (!(err instanceof ImportError)) throw err;
    console.error(`\n${command} failed: ${err.message}`);
    console.error(
      'Nothing of that file was written; files imported before it stay, the rest of the catalog is unchanged.',
    );
    exitCode = 1;
  } finally {
    await database.close();
  }
  process.exit(exitCode);
}
