import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config';
import { dumpEmbedded, openDatabase, pgliteExtensions } from './client';
import { lockFolder } from './folder-lock';

/**
 * Backups of either driver (docs/operations.md#backups): PostgreSQL through its own pg_dump and
 * pg_restore (custom format), the embedded database as PGlite's dump of its data folder (a
 * gzipped tar). A restore replaces what the database holds; the next start applies any migration
 * newer than the backup.
 */

export function defaultBackupFile(config: Config, now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const kind = config.databaseUrl ? 'pgdump' : 'tar.gz';
  return path.join(config.dataDir, 'backups', `mercado-${stamp}.${kind}`);
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) throw new Error(`${command}: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr.trim()}`);
}

export async function backup(config: Config, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (config.databaseUrl) {
    run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, config.databaseUrl]);
    return;
  }
  // Opened as the server opens it: refused (locked) while the server runs.
  const database = await openDatabase(config);
  try {
    const dump = await dumpEmbedded(database.db);
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

/** Replaces the database with the backup; the embedded one's folder is kept aside first. */
export async function restore(config: Config, file: string): Promise<string | undefined> {
  if (!fs.existsSync(file)) throw new Error(`no such backup: ${file}`);
  if (config.databaseUrl) {
    run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${config.databaseUrl}`,
      file,
    ]);
    return undefined;
  }
  const dir = path.join(config.dataDir, 'db');
  const lock = lockFolder(dir);
  try {
    let keptAside: string | undefined;
    if (fs.existsSync(dir)) {
      keptAside = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(dir, keptAside);
    }
    fs.mkdirSync(dir, { recursive: true });
    const client = await PGlite.create(dir, {
      extensions: pgliteExtensions,
      loadDataDir: new Blob([fs.readFileSync(file)]),
    });
    await client.close();
    return keptAside;
  } finally {
    lock.release();
  }
}
