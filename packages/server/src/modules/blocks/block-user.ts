import { anyOf, type Database } from '../../db/client';
import { libraries, userBlocks } from '../../db/schema/index';
import { AppError } from '../../errors';
import { libraryTouched } from '../libraries/index';
import { cancelReservationsBetween } from '../reservations/index';
import { findUser } from './blocks';

/**
 * Blocks `username` (docs/product/trust-and-moderation.md#blocks); blocking again changes
 * nothing. In one transaction, the open reservations between the two (pending or accepted,
 * either side buying) are cancelled, their copies freed and both parties mailed and notified.
 * Apart from blocks.ts, which the reservations import: this file imports them. Answers the user
 * name as stored.
 */
export async function blockUser(
  db: Database,
  blockerId: string,
  username: string,
  now: Date,
  publicUrl: string | null,
): Promise<string> {
  const blocked = await findUser(db, username);
  if (blocked.id === blockerId) throw AppError.of('blockOwnAccount');
  await db.transaction(async (tx) => {
    const freed = await cancelReservationsBetween(tx, [blockerId, blocked.id], now, publicUrl);
    if (freed.length) {
      await tx.update(libraries).set(libraryTouched(now)).where(anyOf(libraries.id, freed));
    }
    await tx
      .insert(userBlocks)
      .values({ blockerId, blockedId: blocked.id, createdAt: now })
      .onConflictDoNothing();
  });
  return blocked.user;
}
