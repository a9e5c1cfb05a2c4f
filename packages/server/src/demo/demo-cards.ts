import {
  CARD_LANGUAGES,
  CK_PRICE,
  LIBRARY_MAX_CARDS,
  newLibraryCardSchema,
  type CardCondition,
  type CardLanguage,
  type ParsedNewLibraryCard,
} from '@mdc/shared';
import type { Database } from '../db/client';
import { resolveNames } from '../modules/catalog/index';
import { readDeckList, readExport, readStaples } from './demo-data';
import type { CardSource, LibraryPlan } from './demo-sellers';
import type { Random } from './random';

/**
 * The cards of a demo library, drawn from its plan's sources: real names, sets and collector
 * numbers; quantities, conditions, languages, foils and prices varied by the seeded generator.
 * At most LIBRARY_MAX_CARDS copies: rows that no longer fit are left out.
 */

interface Draft {
  name: string;
  set: string | null;
  collectorNumber: string | null;
  foil?: boolean;
  condition?: CardCondition;
  language?: CardLanguage;
  price?: number | string | null;
  quantity: number;
}

const CONDITIONS: CardCondition[] = ['NM', 'NM', 'NM', 'NM', 'M', 'SP', 'SP', 'MP', 'HP', 'DMG'];
const OTHER_LANGUAGES = CARD_LANGUAGES.filter((code) => code !== 'en' && code !== 'es');

function randomLanguage(random: Random): CardLanguage {
  const roll = random.next();
  if (roll < 0.75) return 'en';
  if (roll < 0.95) return 'es';
  return random.pick(OTHER_LANGUAGES);
}

/**
 * The demo's peso rate: stored as the rate of its day by the demo, and the fixed rate of a demo
 * start without ARS_PER_USD or ARS_RATE_URL (start-demo.ts), so its pesos show and rank.
 */
export const DEMO_ARS_PER_USD = 1465.5;

/**
 * Prices in every form: a quarter follow the reference price ('ck'); of the rest, one in five
 * (those whose cents end in 0 or 5, no extra draw: the demo stays the same) in whole pesos rounded
 * to the hundred, the others in dollars.
 */
function randomPrice(random: Random): string {
  if (random.chance(0.25)) return CK_PRICE;
  const usd = 0.35 + 80 * random.next() ** 3;
  const cents = Math.round(usd * 100);
  if (cents % 5 !== 0) return (cents / 100).toFixed(2);
  return `ARS ${Math.max(100, Math.round((usd * DEMO_ARS_PER_USD) / 100) * 100)}`;
}

/** The names the catalog knows, in its own spelling (a name it lacks would show without image). */
async function knownNames(
  db: Database,
  entries: { name: string; quantity: number }[],
): Promise<Draft[]> {
  const resolutions = await resolveNames(db, entries);
  return entries.flatMap((entry, i) => {
    const printing = resolutions[i]?.printing;
    return printing
      ? [{ name: printing.name, set: null, collectorNumber: null, quantity: entry.quantity }]
      : [];
  });
}

async function readSource(db: Database, source: CardSource, random: Random): Promise<Draft[]> {
  if ('export' in source) return readExport(source.export);
  if ('deck' in source) return knownNames(db, readDeckList(source.deck));
  const names = readStaples(source.staples).slice(0, source.take);
  return knownNames(
    db,
    names.map((name) => ({ name, quantity: random.int(1, 4) })),
  );
}

export async function planLibraryCards(
  db: Database,
  libraryId: string,
  plan: LibraryPlan,
  random: Random,
): Promise<ParsedNewLibraryCard[]> {
  const cards: ParsedNewLibraryCard[] = [];
  let copies = 0;
  for (const source of plan.sources) {
    for (const draft of await readSource(db, source, random)) {
      const quantity = plan.singleCopies ? 1 : draft.quantity;
      if (copies + quantity > LIBRARY_MAX_CARDS) continue;
      const price =
        typeof draft.price === 'number'
          ? draft.price.toFixed(2)
          : (draft.price ?? randomPrice(random));
      const card = newLibraryCardSchema.safeParse({
        libraryId,
        referenceId: null,
        name: draft.name,
        set: draft.set,
        collectorNumber: draft.collectorNumber,
        foil: draft.foil ?? random.chance(0.1),
        condition: draft.condition ?? random.pick(CONDITIONS),
        language: draft.language ?? randomLanguage(random),
        quantity,
        price,
      });
      if (!card.success) continue; // a row the library rules refuse is not demo material
      cards.push(card.data);
      copies += quantity;
    }
  }
  return cards;
}
