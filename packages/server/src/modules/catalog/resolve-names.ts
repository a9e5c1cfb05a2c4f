import {
  normalizeCardName,
  referenceIdSchema,
  type CardMatch,
  type CardNameResult,
} from '@mdc/shared';
import type { Database } from '../../db/client';
import { yieldToEventLoop } from '../../db/yield-to-event-loop';
import { findCardsByName } from './find-cards-by-name';
import {
  findBySetAndNumber,
  findDefaultPrintings,
  findPrintingsInSets,
  setNumberKey,
} from './printing-lookups';
import { findPrintingsByIds, type PrintingSummary } from './printing-queries';
import { suggestForFirstUnmatched } from './suggest-card-names';

/**
 * Name resolution, the one place a typed or imported card name meets the catalog (import,
 * search, autocomplete, deck files). Case-, accent- and punctuation-insensitive; a multi-face
 * card by its full name or any face; Spanish printed names; a Scryfall id, set and collector
 * number when given. On request, a name that matches nothing gets close names as suggestions.
 */

export interface NameQuery {
  name: string;
  set?: string | null;
  collectorNumber?: string | null;
  /** The printing's Scryfall id (the catalog's printing id), looked up before anything else. */
  scryfallId?: string | null;
}

export interface NameResolution {
  /** printing: by Scryfall id or set + number; set: the card in that set; name: its default. */
  match: CardMatch;
  card: CardNameResult | null;
  printing: PrintingSummary | null;
  suggestions: CardNameResult[];
}

export interface ResolveOptions {
  /** Look for close names of unmatched lines (a few ms each, for the first SUGGESTED_NAMES_PER_CALL). */
  suggest?: boolean;
}

/**
 * Each query's resolution, in order. A Scryfall id that is a catalog printing (its id) wins, in
 * one lookup for all: that printing, whatever the name, set and number say (match printing).
 */
export async function resolveNames(
  db: Database,
  queries: NameQuery[],
  options: ResolveOptions = {},
): Promise<NameResolution[]> {
  const ids = queries.map((query) => referenceIdSchema.safeParse(query.scryfallId).data);
  const byId = await findPrintingsByIds(db, [...new Set(ids.filter((id) => id !== undefined))]);
  const known = ids.map((id) => (id === undefined ? undefined : byId.get(id)));
  const others = await resolveByName(
    db,
    queries.filter((_, i) => !known[i]),
    options,
  );
  let next = 0;
  return known.map((printing): NameResolution => {
    if (!printing) return others[next++]!;
    const card = { id: printing.oracleId, name: printing.name };
    return { match: 'printing', card, printing, suggestions: [] };
  });
}

async function resolveByName(
  db: Database,
  queries: NameQuery[],
  { suggest = false }: ResolveOptions,
): Promise<NameResolution[]> {
  const keys = queries.map((query) => normalizeCardName(query.name));
  const sets = queries.map((query) => query.set?.trim().toUpperCase() ?? '');
  const numbers = queries.map((query) => query.collectorNumber?.trim() ?? '');
  const exactKeys = queries.map((_, i) =>
    sets[i] && numbers[i] ? setNumberKey(sets[i], numbers[i]) : '',
  );
  const byName = await findCardsByName(db, [...new Set(keys.filter(Boolean))]);
  await yieldToEventLoop();
  const bySetNumber = await findBySetAndNumber(
    db,
    queries.flatMap((_, i) => (exactKeys[i] ? [{ set: sets[i]!, number: numbers[i]! }] : [])),
  );

  // The card of each line: by name; else the printing its set + number name.
  const cards = queries.map((_, i) => {
    const hit = byName.get(keys[i]!);
    if (hit) return { id: hit.id, name: hit.name };
    const printing = bySetNumber.get(exactKeys[i]!);
    return printing ? { id: printing.oracleId, name: printing.name } : null;
  });
  const exacts = cards.map((card, i) => {
    const exact = bySetNumber.get(exactKeys[i]!);
    return card && exact?.oracleId === card.id ? exact : undefined;
  });
  // Only lines that still need it: a set without its exact printing; then no printing at all.
  await yieldToEventLoop();
  const inSets = await findPrintingsInSets(
    db,
    cards.flatMap((card, i) =>
      card && sets[i] && !exacts[i] ? [{ oracleId: card.id, set: sets[i] }] : [],
    ),
  );
  const inSetOf = (i: number) => inSets.get(`${cards[i]?.id} ${sets[i]}`);
  await yieldToEventLoop();
  const defaults = await findDefaultPrintings(db, [
    ...new Set(cards.flatMap((card, i) => (card && !exacts[i] && !inSetOf(i) ? [card.id] : []))),
  ]);
  const suggestions = suggest
    ? await suggestForFirstUnmatched(
        db,
        queries.filter((_, i) => !cards[i]).map((query) => query.name),
      )
    : new Map<string, CardNameResult[]>();

  return queries.map((query, i): NameResolution => {
    const card = cards[i] ?? null;
    const exact = exacts[i];
    const inSet = inSetOf(i);
    if (!card) {
      const close = suggestions.get(normalizeCardName(query.name)) ?? [];
      return { match: 'none', card, printing: null, suggestions: close };
    }
    if (exact) return { match: 'printing', card, printing: exact, suggestions: [] };
    if (inSet) return { match: 'set', card, printing: inSet, suggestions: [] };
    return { match: 'name', card, printing: defaults.get(card.id) ?? null, suggestions: [] };
  });
}
