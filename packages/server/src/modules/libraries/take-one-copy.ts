import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { libraries, libraryCards } from '../../db/schema/index';
import { libraryTouched } from './library-queries';

/**
 * A delivered copy leaves the library (a confirmed reservation): the line's quantity goes down by
 * one, and the line goes when none is left. The caller holds the library's row lock.
 */
export async function takeOneCopy(db: Database, cardId: string, now: Date): Promise<void> {
  const [card] = await db
    .update(libraryCards)
    .set({ quantity: sql`${libraryCards.quantity} - 1`, updatedAt: now })
    .where(eq(libraryCards.id, cardId))
    .returning({ quantity: libraryCards.quantity, libraryId: libraryCards.libraryId });
  if (!card) return;
  if (card.quantity <= 0) await db.delete(libraryCards).where(eq(libraryCards.id, cardId));
  await db.update(libraries).set(libraryTouched(now)).where(eq(libraries.id, card.libraryId));
}
