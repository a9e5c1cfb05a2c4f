import type { Database } from '../../db/client';
import { userBlocks } from '../../db/schema/index';
import { AppError } from '../../errors';
import { findUser } from './blocks';
import { blocksNeeds } from './needs';

/**
 * Blocks `username` (docs/product/trust-and-moderation.md#blocks); blocking again changes
 * nothing. In one transaction, the open reservations between the two (pending or accepted,
 * either side buying) are cancelled, their copies freed and both parties mailed and notified
 * (modules/reservations, through `blocksNeeds`). Answers the user name as stored.
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
    await blocksNeeds.get().cancelReservationsBetween(tx, [blockerId, blocked.id], now, publicUrl);
    await tx
      .insert(userBlocks)
      .values({ blockerId, blockedId: blocked.id, createdAt: now })
      .onConflictDoNothing();
  });
  return blocked.user;
}
