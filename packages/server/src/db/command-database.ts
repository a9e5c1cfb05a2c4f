import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle } from './client';
import { DatabaseLockedError } from './folder-lock';

/**
 * The database of a command (`catalog:import`, `prices:import`, `demo`): the server's
 * configuration (DATA_DIR / DATABASE_URL). A bad configuration exits 2 with its
 * message; an embedded database the server holds exits 3 with the lock's message (who holds it,
 * what to do) and the command's own `lockedHint`.
 */
export async function openCommandDatabase(
  lockedHint?: string,
): Promise<{ config: Config; database: DatabaseHandle }> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(2);
  }
  let database;
  try {
    database = await openDatabase(config);
  } catch (err) {
    if (!(err instanceof DatabaseLockedError)) throw err;
    console.error(lockedHint ? `${err.message}\n${lockedHint}` : err.message);
    process.exit(3);
  }
  return { config, database };
}
