import {
  cardLimitMessage,
  importLimitMessage,
  libraryCardKey,
  LIBRARY_MAX_CARDS,
  LIBRARY_MESSAGES,
  type AddLibraryCardsResponse,
  type ParsedNewLibraryCard,
} from '@mdc/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { libraryCards, libraries } from '../../db/schema/index';
import { AppError } from '../../errors';
import { findCardPrintings, type CardPrinting } from './card-printings';
import {
  countCopies,
  findLibraryCards,
  getOwnLibrary,
  toLibraryCard,
  type LibraryKind,
} from './library-queries';

/**
 * Adds cards to one library (the add-card dialog sends one, an import many). A card already in
 * the library with the same printing, condition, language and finish is updated (quantity and
 * price) instead of repeated, so importing the same export again changes nothing. The 1000-copy
 * limit is checked with the library's row locked: concurrent adds wait for one another, and an
 * add that would pass the limit is refused whole.
 */

interface NewLine {
  printing: CardPrinting;
  card: ParsedNewLibraryCard;
  quantity: number;
}

/** Rows of the same line in one payload become one: their quantities add up, the last price wins. */
function mergeRows(cards: ParsedNewLibraryCard[], printings: CardPrinting[]): Map<string, NewLine> {
  const lines = new Map<string, NewLine>();
  cards.forEach((card, index) => {
    const printing = printings[index]!;
    const key = libraryCardKey({ printingKey: printing.printingKey, ...card });
    const previous = lines.get(key);
    lines.set(key, { printing, card, quantity: (previous?.quantity ?? 0) + card.quantity });
  });
  return lines;
}

export async function addLibraryCards(
  db: Database,
  ownerId: string,
  kind: LibraryKind,
  cards: ParsedNewLibraryCard[],
  now: Date,
): Promise<AddLibraryCardsResponse> {
  const libraryId = cards[0]!.libraryId;
  if (cards.some((card) => card.libraryId !== libraryId)) {
    throw AppError.of('validation', LIBRARY_MESSAGES.mixedLibraries, 'libraryId');
  }
  // Catalog reads first, outside the transaction that holds the library's lock.
  await getOwnLibrary(db, ownerId, libraryId, kind);
  const lines = mergeRows(cards, await findCardPrintings(db, cards));

  return db.transaction(async (tx) => {
    await getOwnLibrary(tx, ownerId, libraryId, kind, { forUpdate: true });
    const existing = new Map(
      (await findLibraryCards(tx, libraryId)).map((row) => [libraryCardKey(row), row]),
    );
    let total = countCopies([...existing.values()]);
    for (const [key, line] of lines) total += line.quantity - (existing.get(key)?.quantity ?? 0);
    if (total > LIBRARY_MAX_CARDS) {
      const message = cards.length > 1 ? importLimitMessage(total) : cardLimitMessage(total);
      throw AppError.of('libraryFull', message);
    }

    const written = await tx
      .insert(libraryCards)
      .values(
        [...lines.values()].map(({ printing, card, quantity }) => ({
          libraryId,
          ...printing,
          foil: card.foil,
          condition: card.condition,
          language: card.language,
          price: card.price,
          quantity,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [
          libraryCards.libraryId,
          libraryCards.printingKey,
          libraryCards.foil,
          libraryCards.condition,
          libraryCards.language,
        ],
        set: {
          quantity: sql`excluded.quantity`,
          price: sql`excluded.price`,
          updatedAt: sql`excluded.updated_at`,
        },
      })
      .returning();
    await tx
      .update(libraries)
      .set({ updatedAt: now })
      .where(sql`${libraries.id} = ${libraryId}`);
    const updated = written.filter((row) => existing.has(libraryCardKey(row))).length;
    return {
      cards: written.map(toLibraryCard),
      created: written.length - updated,
      updated,
      cardCount: total,
    };
  });
}
