import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appSecrets } from '../../db/schema/index';

/**
 * The bot-check HMAC keys, derived from one master secret kept in the database: every instance
 * behind the load balancer signs and checks challenges with the same keys, and nobody has to
 * configure one. The first instance that needs it creates it.
 */

const SECRET_NAME = 'bot-check-hmac';

export interface BotCheckSecrets {
  challenge: string;
  derivedKey: string;
}

const cache = new WeakMap<Database, Promise<BotCheckSecrets>>();

async function loadSecrets(db: Database): Promise<BotCheckSecrets> {
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, SECRET_NAME));
  if (!row) throw new Error('bot-check secret missing after insert');
  const derive = (purpose: string) => createHmac('sha256', row.value).update(purpose).digest('hex');
  return { challenge: derive('challenge-signature'), derivedKey: derive('key-signature') };
}

export function getBotCheckSecrets(db: Database): Promise<BotCheckSecrets> {
  let secrets = cache.get(db);
  if (!secrets) {
    secrets = loadSecrets(db);
    // A failed load (database down) must be retried on the next request.
    secrets.catch(() => cache.delete(db));
    cache.set(db, secrets);
  }
  return secrets;
}
