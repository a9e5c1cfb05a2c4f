import {
  LIBRARY_MESSAGES,
  newLibraryCardSchema,
  type AddWantedCardsResponse,
  type ParsedAddWantedCards,
} from '@mdc/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { libraries } from '../../db/schema/index';
import { AppError } from '../../errors';
import { findBasicLandNames } from '../catalog/index';
import { addLibraryCards } from './add-library-cards';
import { countCopies, findLibraryCards, getOwnLibrary, toLibrary } from './library-queries';
import { createLibrary } from './manage-libraries';

/**
 * The results screen's missing cards (docs/product/notifications.md#missing-cards): by name, each
 * with the copies wanted (the same card twice adds up), into one of the user's buying libraries
 * or a new one, whose alerts are turned on; a card already wanted there with fewer copies is
 * raised to the copies asked, never lowered. One transaction: all of it or nothing, within the
 * library's copy limit. Basic lands (by the catalog) stay out unless `basicLands` (a
 * deck's Islands filled the alerts); a 400 when nothing else is left.
 */
export async function addWantedCards(
  db: Database,
  ownerId: string,
  input: ParsedAddWantedCards,
  now: Date,
): Promise<AddWantedCardsResponse> {
  const wanted = await withoutBasicLands(db, input);
  return db.transaction(async (tx) => {
    const libraryId =
      input.libraryId ??
      (await createLibrary(tx, ownerId, { name: input.name!, buying: true, alerts: true }, now))
        .internalId;
    await getOwnLibrary(tx, ownerId, libraryId, 'buying', { forUpdate: true });
    await tx.update(libraries).set({ alerts: true }).where(eq(libraries.id, libraryId));
    const cards = wanted.map(({ name, quantity }) =>
      newLibraryCardSchema.parse({ libraryId, referenceId: null, name, quantity }),
    );
    const { created, updated } = await addLibraryCards(tx, ownerId, 'buying', cards, now, 'raise');
    const row = await getOwnLibrary(tx, ownerId, libraryId, 'buying');
    return {
      library: toLibrary(row, countCopies(await findLibraryCards(tx, libraryId))),
      added: created,
      raised: updated,
    };
  });
}

async function withoutBasicLands(db: Database, input: ParsedAddWantedCards) {
  if (input.basicLands) return input.cards;
  const basic = await findBasicLandNames(
    db,
    input.cards.map((card) => card.name),
  );
  const cards = input.cards.filter((card) => !basic.has(card.name));
  if (!cards.length)
    throw AppError.of('validation', LIBRARY_MESSAGES.wantedOnlyBasicLands, 'cards');
  return cards;
}
