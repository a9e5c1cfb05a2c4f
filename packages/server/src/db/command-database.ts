import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle } from './client';
import { DatabaseLockedError } from './folder-lock';
import type { PgliteSettings } from './pglite-settings';

/** A command's configuration, as the server reads it; a bad one exits 2 with its message. */
export function loadCommandConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(2);
  }
}

/**
 * The database of a command (`catalog:import`, `prices:import`, `demo`): the server's
 * configuration (DATA_DIR / DATABASE_URL). A bad configuration exits 2 with its
 * message; an embedded database the server holds exits 3 with the lock's message (who holds it,
 * what to do) and the command's own `lockedHint`. `pgliteSettings` apply to an embedded database only.
 */
export async function openCommandDatabase(
  lockedHint?: string,
  pgliteSettings?: PgliteSettings,
): Promise<{ config: Config; database: DatabaseHandle }> {
  const config = loadCommandConfig();
  let database;
  try {
    database = await openDatabase(config, pgliteSettings);
  } catch (err) {
    if (!(err instanceof DatabaseLockedError)) throw err;
    console.error(lockedHint ? `${err.message}\n${lockedHint}` : err.message);
    process.exit(3);
  }
  return { config, database };
}
