import type { Library, ParsedCreateLibrary, ParsedUpdateLibrary } from '@mdc/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { libraries } from '../../db/schema/index';
import {
  countCopies,
  findLibraryCards,
  getOwnLibrary,
  libraryTouched,
  toLibrary,
} from './library-queries';
import { alertListedLines } from './alert-matches';
import { relistLibraryCards } from './listing';
import { librariesNeeds } from './needs';

/** Create, rename and delete a library of the logged-in user. */

/** A buying library's alert settings as sent; what is absent stays as it is. */
const alertSettings = (input: ParsedCreateLibrary | ParsedUpdateLibrary) => ({
  alerts: input.alerts,
  alertMaxPrice: input.alertMaxPrice,
  alertSameProvince: input.alertSameProvince,
});

export async function createLibrary(
  db: Database,
  ownerId: string,
  input: ParsedCreateLibrary,
  now: Date,
): Promise<Library> {
  // A buying library is a wanted list: it neither sells nor trades. A sale library sells unless told.
  const selling = input.buying ? false : (input.selling ?? true);
  const trading = input.buying ? false : (input.trading ?? false);
  const [row] = await db
    .insert(libraries)
    .values({
      ownerId,
      name: input.name,
      buying: input.buying,
      selling,
      trading,
      ...(input.buying ? alertSettings(input) : {}),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return toLibrary(row!, 0);
}

export async function updateLibrary(
  db: Database,
  ownerId: string,
  input: ParsedUpdateLibrary,
  now: Date,
): Promise<Library> {
  const library = await getOwnLibrary(db, ownerId, input.internalId, null);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(libraries)
      .set({
        name: input.name,
        ...(library.buying
          ? alertSettings(input)
          : { selling: input.selling, trading: input.trading }),
        ...libraryTouched(now),
      })
      .where(eq(libraries.id, library.id))
      .returning();
    // Selling or trading on or off: the search finds its cards, or no longer.
    await relistLibraryCards(tx, library.id);
    // Put on sale or trade: news to the buyers who want its cards (modules/alerts).
    if (!library.buying && !library.selling && !library.trading && (row!.selling || row!.trading)) {
      await alertListedLines(tx, { libraryId: library.id }, now);
    }
    return toLibrary(row!, countCopies(await findLibraryCards(tx, library.id)));
  });
}

/**
 * Deletes a library (either kind: the API has one DELETE /library/{id}) and its cards. With the
 * row locked, the active reservations of its cards are cancelled and their buyers told (decision
 * 017, their mails link to the site at `publicUrl`); the reservations stay in both parties'
 * lists, without the card.
 */
export async function deleteLibrary(
  db: Database,
  ownerId: string,
  libraryId: string,
  now: Date,
  publicUrl: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await getOwnLibrary(tx, ownerId, libraryId, null, { forUpdate: true });
    await librariesNeeds.get().cancelLibraryReservations(tx, libraryId, ownerId, now, publicUrl);
    await tx.delete(libraries).where(eq(libraries.id, libraryId));
  });
}
