import { ARGENTINA, TERMS_VERSION } from '@mdc/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { userProfiles, users } from '../db/schema/index';
import { hashPassword } from '../modules/accounts/passwords';
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

  const place = findPlace(seller.cityId);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        username: seller.user,
        email: demoEmail(seller.user),
        passwordHash,
        emailValidatedAt: now,
        tycAcceptedAt: now,
        tycVersion: TERMS_VERSION,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id });
    await tx.insert(userProfiles).values({
      userId: row!.id,
      firstName: seller.firstName,
      lastName: seller.lastName,
      phoneNumber: seller.phoneNumber,
      country: ARGENTINA.name,
      countryId: ARGENTINA.id,
      region: place.region,
      regionId: place.regionId,
      city: place.city,
      cityId: seller.cityId,
    });
    return { id: row!.id, created: true };
  });
}
