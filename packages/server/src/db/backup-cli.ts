import { backup, defaultBackupFile, restore } from './backup';
import { loadCommandConfig } from './command-database';
import { DatabaseLockedError } from './folder-lock';

/**
 * `npm run backup [-- <file>]` and `npm run restore -- <file>`: the configured database (DATA_DIR
 * or DATABASE_URL, as the server reads them) to a file and back. With the embedded database, stop
 * the server first (its folder is locked while it runs: exit 3).
 */

const USAGE = 'usage: npm run backup [-- <file>] | npm run restore -- <file>';
const [command, file, ...rest] = process.argv.slice(2);
if (
  rest.length ||
  (command !== 'backup' && command !== 'restore') ||
  (command === 'restore' && !file)
) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadCommandConfig();

try {
  if (command === 'backup') {
    const target = file ?? defaultBackupFile(config);
    await backup(config, target);
    process.stdout.write(`Backup written: ${target}\n`);
  } else {
    const keptAside = await restore(config, file!);
    process.stdout.write(`Restored from ${file}.\n`);
    if (keptAside) process.stdout.write(`The database it replaced is kept in ${keptAside}.\n`);
  }
} catch (err) {
  if (err instanceof DatabaseLockedError) {
    console.error(err.message);
    process.exit(3);
  }
  console.error(`${command} failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
