import { ARGENTINA } from '@mdc/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema/index';
import { hashPassword, insertAccount } from '../modules/accounts/index';
import { findPlace } from './demo-data';
import { DEMO_PASSWORD, demoEmail, type DemoSeller } from './demo-sellers';

/**
 * A demo seller's account: validated, current terms accepted, a profile in its province. An
 * account of that user name already there is kept as it is (a rerun changes nothing).
 */
export async function ensureDemoAccount(
  db: Database,
  seller: DemoSeller,
  now: Date,
): Promise<{ id: string; created: boolean }> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, seller.user.toLowerCase()));
  if (existing) return { id: existing.id, created: false };

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const id = await db.transaction((tx) =>
    insertAccount(tx, {
      ...seller,
      ...findPlace(seller.cityId),
      country: ARGENTINA.name,
      countryId: ARGENTINA.id,
      email: demoEmail(seller.user),
      passwordHash,
      now,
    }),
  );
  return { id, created: true };
}
