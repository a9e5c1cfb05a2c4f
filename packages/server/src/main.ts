import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DatabaseLockedError } from './db/folder-lock';
import { parseStartOptions, SERVER_USAGE } from './demo/start-options';

/**
 * Starts the server: parse config, open + migrate the database (with `--demo` / DEMO=1, fill it
 * with the demo when empty), listen, stop cleanly on signals.
 */
async function main(): Promise<void> {
  let config;
  let options;
  try {
    options = parseStartOptions(process.argv.slice(2));
  } catch (err) {
    console.error(`${err instanceof Error ? err.message : String(err)}\n${SERVER_USAGE}`);
    process.exit(2);
  }
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  // The database opens first and the rest of the server loads meanwhile: PGlite compiles its
  // WebAssembly on another core while this one reads the app's code (a restart answers sooner).
  const opening = openDatabase(config);
  // Awaited below, after the import: a failure meanwhile must not count as an unhandled rejection.
  opening.catch(() => {});
  const { serve } = await import('./serve');
  await serve(config, options, await opening);
}

main().catch((err: unknown) => {
  if (err instanceof DatabaseLockedError) {
    console.error(err.message);
    process.exit(1);
  }
  console.error('Failed to start the server:', err);
  process.exit(1);
});
