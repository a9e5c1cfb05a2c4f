import { createLibrarySchema } from '@mdc/shared';
import type { Database } from '../db/client';
import { addLibraryCards } from '../modules/libraries/index';
import { findOwnLibraries, type LibraryKind } from '../modules/libraries/index';
import { createLibrary } from '../modules/libraries/index';
import { planLibraryCards } from './demo-cards';
import { withoutDeliveredCopies } from './demo-reservations';
import type { LibraryPlan } from './demo-sellers';
import { seededRandom, seedOf } from './random';

export interface DemoLibraryReport {
  id: string;
  name: string;
  buying: boolean;
  /** false: the owner already had a library of that name and kind, and it was reused. */
  created: boolean;
  /** Card lines new and updated by this run (a rerun updates each line to the same values). */
  cardsNew: number;
  cardsUpdated: number;
  /** Copies in the library afterwards. */
  cardCount: number;
  milliseconds: number;
}

/**
 * One demo library of `ownerId`, through the libraries module's own rules: found by owner, kind
 * and name or created, then its cards added with addLibraryCards (the same printing, condition,
 * language and finish again updates the line, so a rerun duplicates nothing; copies delivered
 * through demo reservations stay delivered).
 */
export async function fillDemoLibrary(
  db: Database,
  owner: { id: string; user: string },
  plan: LibraryPlan,
  now: Date,
): Promise<DemoLibraryReport> {
  const started = performance.now();
  const kind: LibraryKind = plan.buying ? 'buying' : 'sale';
  const existing = (await findOwnLibraries(db, owner.id, kind)).find(
    (library) => library.name === plan.name,
  );
  const library =
    existing ??
    (await createLibrary(
      db,
      owner.id,
      createLibrarySchema.parse({
        name: plan.name,
        buying: plan.buying ?? false,
        selling: plan.selling ?? !plan.buying,
        trading: plan.trading ?? false,
        // The demo's wanted lists alert their owners (docs/product/notifications.md): every
        // import the benchmarks and the e2e tests make runs the matching against them.
        ...(plan.buying ? { alerts: true } : {}),
      }),
      now,
    ));
  const random = seededRandom(seedOf(`${owner.user}/${kind}/${plan.name}`));
  const planned = await planLibraryCards(db, library.internalId, plan, random);
  const cards = await withoutDeliveredCopies(db, library.internalId, planned);
  const result =
    cards.length > 0
      ? await addLibraryCards(db, owner.id, kind, cards, now)
      : { created: 0, updated: 0, cardCount: library.cardCount };
  return {
    id: library.internalId,
    name: plan.name,
    buying: kind === 'buying',
    created: !existing,
    cardsNew: result.created,
    cardsUpdated: result.updated,
    cardCount: result.cardCount,
    milliseconds: performance.now() - started,
  };
}
