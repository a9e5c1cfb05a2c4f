import fs from 'node:fs/promises';
import path from 'node:path';
import { serverRoot } from '../paths';
import { extractTar } from './extract-tar';

/**
 * The migrated, empty embedded database that `npm run build` prepares (write-database-template.ts):
 * a new DATA_DIR/db starts as a copy of it instead of running PostgreSQL's initdb in WebAssembly
 * (~3 s of the ~4.4 s a first start took). Missing (never built): the folder is created as before.
 * Older than the migrations: the start applies the newer ones, as on any existing database.
 */
export const databaseTemplateFile = path.join(serverRoot, 'dist-template', 'database.tar');

/**
 * Fills `dir` with the template when it holds no database yet and a template was built; PGlite
 * then opens it as an existing database. PG_VERSION, which says a folder holds a database, is
 * written last (extract-tar.ts).
 */
export async function templateForNewFolder(dir: string): Promise<void> {
  const existing = await fs.stat(path.join(dir, 'PG_VERSION')).catch(() => undefined);
  if (existing) return;
  const built = await fs.stat(databaseTemplateFile).catch(() => undefined);
  if (built) extractTar(databaseTemplateFile, dir, 'PG_VERSION');
}
