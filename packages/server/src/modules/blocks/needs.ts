import type { Database } from '../../db/client';
import { port } from '../../lib/port';

/**
 * What a block asks of modules/reservations, which sits above blocks (a reservation is refused
 * across a block): given by src/module-wiring.ts, so blocks import nothing of it.
 */
export interface BlocksNeeds {
  /**
   * In the block's transaction, before it is written: the open reservations between the two
   * users, either side buying, cancelled and both told (with links to `publicUrl`).
   */
  cancelReservationsBetween(
    db: Database,
    userIds: [string, string],
    now: Date,
    publicUrl: string | null,
  ): Promise<unknown>;
}

export const blocksNeeds = port<BlocksNeeds>('blocks');
