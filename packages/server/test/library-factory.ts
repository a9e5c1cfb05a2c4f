import {
  addLibraryCardsSchema,
  createLibrarySchema,
  type CreateLibraryInput,
  type LibraryCard,
  type NewLibraryCard,
} from '@mdc/shared';
import type { Database } from '../src/db/client';
import { wireModules } from '../src/module-wiring';
import { addLibraryCards } from '../src/modules/libraries/index';
import { createLibrary } from '../src/modules/libraries/index';

/**
 * A library of `owner` with these cards, written through the libraries feature's own rules (so
 * cards are resolved against the catalog as an import would):
 *
 *   const { libraryId, cards } = await createLibraryWithCards(app, ana, { selling: true }, [
 *     { name: 'Lightning Bolt', set: 'M10', price: '2.50' },
 *   ]);
 */
export async function createLibraryWithCards(
  target: { db: Database },
  owner: { id: string },
  library: Partial<CreateLibraryInput> = {},
  cards: Omit<NewLibraryCard, 'libraryId'>[] = [],
): Promise<{ libraryId: string; cards: LibraryCard[] }> {
  // Also for a database without the app (the benchmarks' seeds): the modules' own rules.
  wireModules();
  const now = new Date();
  const created = await createLibrary(
    target.db,
    owner.id,
    createLibrarySchema.parse({ name: 'Cartas', ...library }),
    now,
  );
  if (cards.length === 0) return { libraryId: created.internalId, cards: [] };
  const parsed = addLibraryCardsSchema.parse(
    cards.map((card) => ({ referenceId: null, ...card, libraryId: created.internalId })),
  );
  const kind = created.buying ? 'buying' : 'sale';
  const added = await addLibraryCards(target.db, owner.id, kind, parsed, now);
  return { libraryId: created.internalId, cards: added.cards };
}
