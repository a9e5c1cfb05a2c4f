import {
  cardLimitMessage,
  LIBRARY_MAX_CARDS,
  LIBRARY_MESSAGES,
  RESERVATION_MESSAGES,
  type LibraryCard,
  type ParsedEditLibraryCard,
} from '@mdc/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { libraries, libraryCards } from '../../db/schema/index';
import { AppError } from '../../errors';
import { alertListedLines } from './alert-matches';
import { findCardPrintings } from './card-printings';
import { librariesNeeds } from './needs';
import {
  countCopies,
  findLibraryCards,
  getOwnLibrary,
  isBuying,
  libraryTouched,
  toLibraryCard,
  type Executor,
  type LibraryCardRow,
  type LibraryKind,
} from './library-queries';

/** Edit and delete one card of the logged-in user's library (the card's library must be of `kind`). */

async function getOwnCard(
  db: Executor,
  ownerId: string,
  cardId: string,
  kind: LibraryKind,
): Promise<LibraryCardRow> {
  const [row] = await db
    .select({ card: libraryCards, ownerId: libraries.ownerId })
    .from(libraryCards)
    .innerJoin(libraries, eq(libraries.id, libraryCards.libraryId))
    .where(and(eq(libraryCards.id, cardId), eq(libraries.buying, isBuying(kind))));
  if (!row) throw AppError.of('libraryCardNotFound');
  if (row.ownerId !== ownerId) throw AppError.of('libraryCardForbidden');
  return row.card;
}

/**
 * Both prices known in dollars of the day (pesos too: price_usd), the new one lower; 'ck' follows
 * the reference, with no change of its own.
 */
const isCheaper = (next: { priceUsd: string | null }, current: { priceUsd: string | null }) =>
  next.priceUsd !== null &&
  current.priceUsd !== null &&
  Number(next.priceUsd) < Number(current.priceUsd);

export async function editLibraryCard(
  db: Database,
  ownerId: string,
  kind: LibraryKind,
  input: ParsedEditLibraryCard,
  now: Date,
): Promise<LibraryCard> {
  const card = await getOwnCard(db, ownerId, input.id, kind);
  if (input.libraryId !== undefined && input.libraryId !== card.libraryId) {
    throw AppError.of('libraryCardNotFound');
  }
  // The name stays (read-only in the dialog); a new referenceId is another printing of it.
  const printing =
    input.referenceId !== undefined && input.referenceId !== card.referenceId
      ? (
          await findCardPrintings(db, [
            {
              referenceId: input.referenceId,
              name: card.name,
              set: input.cardSet ?? card.setCode,
              collectorNumber: input.referenceId ? null : card.collectorNumber,
            },
          ])
        )[0]
      : undefined;
  if (printing?.oracleId && card.oracleId && printing.oracleId !== card.oracleId) {
    throw AppError.of('validation', LIBRARY_MESSAGES.otherCard, 'referenceId');
  }

  return db.transaction(async (tx) => {
    await getOwnLibrary(tx, ownerId, card.libraryId, kind, { forUpdate: true });
    const current = await getOwnCard(tx, ownerId, input.id, kind);
    const next = {
      ...(printing ?? {}),
      foil: input.foil ?? current.foil,
      condition: input.condition ?? current.condition,
      language: input.language ?? current.language,
      price: input.price ?? current.price,
      quantity: input.quantity ?? current.quantity,
    };
    const [clash] = await tx
      .select({ id: libraryCards.id })
      .from(libraryCards)
      .where(
        and(
          eq(libraryCards.libraryId, current.libraryId),
          eq(libraryCards.printingKey, printing?.printingKey ?? current.printingKey),
          eq(libraryCards.foil, next.foil),
          eq(libraryCards.condition, next.condition),
          eq(libraryCards.language, next.language),
          ne(libraryCards.id, current.id),
        ),
      );
    if (clash) throw AppError.of('libraryCardDuplicate');
    // Reserved copies stay: the quantity never goes below the card's active reservations.
    const reserved = await librariesNeeds.get().countActiveReservations(tx, current.id);
    if (next.quantity < reserved) {
      throw AppError.of('reservedQuantity', RESERVATION_MESSAGES.quantityBelowReserved(reserved));
    }
    const total =
      countCopies(await findLibraryCards(tx, current.libraryId)) - current.quantity + next.quantity;
    if (next.quantity > current.quantity && total > LIBRARY_MAX_CARDS) {
      throw AppError.of('libraryFull', cardLimitMessage(total));
    }
    const [row] = await tx
      .update(libraryCards)
      .set({ ...next, updatedAt: now })
      .where(eq(libraryCards.id, current.id))
      .returning();
    await tx.update(libraries).set(libraryTouched(now)).where(eq(libraries.id, current.libraryId));
    // A lower price is news to the buyers who want the card (modules/alerts).
    if (kind === 'sale' && isCheaper(row!, current)) {
      await alertListedLines(tx, { ids: [current.id] }, now);
    }
    return toLibraryCard({ ...row!, reserved: reserved >= row!.quantity });
  });
}

export async function deleteLibraryCard(
  db: Database,
  ownerId: string,
  kind: LibraryKind,
  cardId: string,
  now: Date,
  publicUrl: string,
): Promise<void> {
  const card = await getOwnCard(db, ownerId, cardId, kind);
  await db.transaction(async (tx) => {
    await getOwnLibrary(tx, ownerId, card.libraryId, kind, { forUpdate: true });
    // Its active reservations are cancelled and their buyers told, with a link (decision 017).
    await librariesNeeds.get().cancelCardReservations(tx, cardId, ownerId, now, publicUrl);
    await tx.delete(libraryCards).where(eq(libraryCards.id, cardId));
    await tx.update(libraries).set(libraryTouched(now)).where(eq(libraries.id, card.libraryId));
  });
}
