import { loadConfig } from '../../packages/server/src/config';
import { openDatabase } from '../../packages/server/src/db/client';
import { createUser } from '../../packages/server/test/factories';

/**
 * A fresh embedded database in `dataDir` with one validated user, written before the server
 * opens the folder (the embedded database admits one process at a time).
 */
export async function seedUser(dataDir: string): Promise<{ user: string; password: string }> {
  const database = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
  try {
    await database.migrate();
    const { user, password } = await createUser(database);
    return { user, password };
  } finally {
    await database.close();
  }
}
