import { normalizeCardName, type CardMatch, type CardNameResult } from '@mdc/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { cardNameTerms, cardOracles } from '../../db/schema/index';
import {
  defaultPrintingOrder,
  printingColumns,
  printingsWithSets,
  type PrintingSummary,
} from './printing-queries';
import { textList, uuidList } from './sql-fragments';
import { suggestCardNames } from './suggest-card-names';

/**
 * Name resolution, the one place a typed or imported card name meets the catalog (import,
 * search, autocomplete, deck files). Case-, accent- and punctuation-insensitive; a multi-face
 * card by its full name or any face; Spanish printed names; set and collector number when
 * given. On request, a name that matches nothing gets close names as suggestions.
 */

export interface NameQuery {
  name: string;
  set?: string | null;
  collectorNumber?: string | null;
}

export interface NameResolution {
  /** printing: set + number found; set: the card in that set; name: its default printing. */
  match: CardMatch;
  card: CardNameResult | null;
  printing: PrintingSummary | null;
  suggestions: CardNameResult[];
}

export interface ResolveOptions {
  /** Look for close names of unmatched lines (a few ms each). */
  suggest?: boolean;
}

/**
 * Close names are looked up for this many different unmatched names per call, the first ones in
 * the order sent; later lines get none. Each lookup costs a few ms of the database (on PGlite, of
 * the whole process), so a 1,000-line list of typos must not cost 1,000 of them.
 */
export const SUGGESTED_NAMES_PER_CALL = 20;

interface NameHit extends CardNameResult {
  term: string;
}

/** The best card per normalized name: English names before faces, Spanish, flavor names. */
async function findCardsByName(db: Database, keys: string[]): Promise<Map<string, NameHit>> {
  if (keys.length === 0) return new Map();
  const rows = await queryRows<NameHit>(
    db,
    sql`select distinct on (t.term) t.term, o.id, o.name
        from ${cardNameTerms} t join ${cardOracles} o on o.id = t.oracle_id
        where t.start = 0 and t.term in ${textList(keys)}
        order by t.term, t.kind, t.popularity nulls last, o.name`,
  );
  return new Map(rows.map((row) => [row.term, row]));
}

const setNumberKey = (set: string, number: string) => `${set} ${number.toLowerCase()}`;

async function findBySetAndNumber(
  db: Database,
  pairs: { set: string; number: string }[],
): Promise<Map<string, PrintingSummary>> {
  if (pairs.length === 0) return new Map();
  const rows = await queryRows<PrintingSummary>(
    db,
    sql`select ${printingColumns} from ${printingsWithSets}
        where p.set_code in ${textList(pairs.map((pair) => pair.set))}
          and lower(p.collector_number) in ${textList(pairs.map((pair) => pair.number.toLowerCase()))}`,
  );
  return new Map(rows.map((row) => [setNumberKey(row.setCode, row.collectorNumber), row]));
}

/** The default printing of each card, keyed `${oracleId} `. */
async function findDefaultPrintings(
  db: Database,
  oracleIds: string[],
): Promise<Map<string, PrintingSummary>> {
  if (oracleIds.length === 0) return new Map();
  const rows = await queryRows<PrintingSummary>(
    db,
    sql`select ${printingColumns} from ${cardOracles} o
        join ${printingsWithSets} on p.id = o.default_printing_id
        where o.id in ${uuidList(oracleIds)}`,
  );
  return new Map(rows.map((row) => [`${row.oracleId} `, row]));
}

/** The first printing of each card in a set, keyed `${oracleId} ${setCode}`. */
async function findPrintingsInSets(
  db: Database,
  wanted: { oracleId: string; set: string }[],
): Promise<Map<string, PrintingSummary>> {
  if (wanted.length === 0) return new Map();
  const rows = await queryRows<PrintingSummary>(
    db,
    sql`select distinct on (p.oracle_id, p.set_code) ${printingColumns} from ${printingsWithSets}
        where p.oracle_id in ${uuidList(wanted.map((w) => w.oracleId))}
          and p.set_code in ${textList(wanted.map((w) => w.set))}
        order by p.oracle_id, p.set_code, ${defaultPrintingOrder}`,
  );
  return new Map(rows.map((row) => [`${row.oracleId} ${row.setCode}`, row]));
}

/** Close names of the first SUGGESTED_NAMES_PER_CALL different names, by normalized name. */
async function suggestForFirstUnmatched(
  db: Database,
  names: string[],
): Promise<Map<string, CardNameResult[]>> {
  const firstByKey = new Map<string, string>();
  for (const name of names) {
    if (firstByKey.size >= SUGGESTED_NAMES_PER_CALL) break;
    const key = normalizeCardName(name);
    if (key && !firstByKey.has(key)) firstByKey.set(key, name);
  }
  const found = new Map<string, CardNameResult[]>();
  // One at a time: on PGlite each query holds the process, and other requests run in between.
  for (const [key, name] of firstByKey) found.set(key, await suggestCardNames(db, name));
  return found;
}

export async function resolveNames(
  db: Database,
  queries: NameQuery[],
  { suggest = false }: ResolveOptions = {},
): Promise<NameResolution[]> {
  const keys = queries.map((query) => normalizeCardName(query.name));
  const sets = queries.map((query) => query.set?.trim().toUpperCase() ?? '');
  const numbers = queries.map((query) => query.collectorNumber?.trim() ?? '');
  const exactKeys = queries.map((_, i) =>
    sets[i] && numbers[i] ? setNumberKey(sets[i], numbers[i]) : '',
  );
  const byName = await findCardsByName(db, [...new Set(keys.filter(Boolean))]);
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
  const found = cards.flatMap((card, i) => (card ? [{ oracleId: card.id, set: sets[i]! }] : []));
  const defaults = await findDefaultPrintings(db, [...new Set(found.map((f) => f.oracleId))]);
  const inSets = await findPrintingsInSets(
    db,
    found.filter((f) => f.set),
  );

  const suggestions = suggest
    ? await suggestForFirstUnmatched(
        db,
        queries.filter((_, i) => !cards[i]).map((query) => query.name),
      )
    : new Map<string, CardNameResult[]>();

  const resolutions: NameResolution[] = [];
  for (const [i, query] of queries.entries()) {
    const card = cards[i] ?? null;
    const exact = bySetNumber.get(exactKeys[i]!);
    const inSet = inSets.get(`${card?.id} ${sets[i]}`);
    if (!card) {
      const close = suggestions.get(normalizeCardName(query.name)) ?? [];
      resolutions.push({ match: 'none', card, printing: null, suggestions: close });
    } else if (exact?.oracleId === card.id) {
      resolutions.push({ match: 'printing', card, printing: exact, suggestions: [] });
    } else if (inSet) {
      resolutions.push({ match: 'set', card, printing: inSet, suggestions: [] });
    } else {
      const printing = defaults.get(`${card.id} `) ?? null;
      resolutions.push({ match: 'name', card, printing, suggestions: [] });
    }
  }
  return resolutions;
}
