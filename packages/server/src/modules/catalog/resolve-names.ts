import {
  NAME_SUGGESTION_LIMIT,
  normalizeCardName,
  type CardMatch,
  type CardNameResult,
} from '@mdc/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { cardNameTerms, cardOracles } from '../../db/schema/index';
import {
  defaultPrintingOrder,
  printingColumns,
  printingsWithSets,
  textList,
  uuidList,
  type PrintingSummary,
} from './printing-queries';

/**
 * Name resolution, the one place a typed or imported card name meets the catalog (import,
 * search, autocomplete, deck files). Case-, accent- and punctuation-insensitive; a multi-face
 * card by its full name or any face; Spanish printed names; set and collector number when
 * given. A name that matches nothing gets close names (trigram similarity) as suggestions.
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

interface TermHit {
  term: string;
  id: string;
  name: string;
}

/** The best card per normalized name: English names before faces, Spanish, flavor names. */
async function findCardsByName(db: Database, keys: string[]): Promise<Map<string, TermHit>> {
  if (keys.length === 0) return new Map();
  const rows = await queryRows<TermHit>(
    db,
    sql`select distinct on (t.term) t.term, o.id, o.name
        from ${cardNameTerms} t join ${cardOracles} o on o.id = t.oracle_id
        where t.start = 0 and t.term in ${textList(keys)}
        order by t.term, t.kind, t.popularity nulls last, o.name`,
  );
  return new Map(rows.map((row) => [row.term, row]));
}

const setNumberKey = (set: string, number: string) => `${set.toUpperCase()} ${number.toLowerCase()}`;

async function findBySetAndNumber(
  db: Database,
  pairs: { set: string; number: string }[],
): Promise<Map<string, PrintingSummary>> {
  if (pairs.length === 0) return new Map();
  const rows = await queryRows<PrintingSummary>(
    db,
    sql`select ${printingColumns} from ${printingsWithSets}
        where p.set_code in ${textList(pairs.map((pair) => pair.set.toUpperCase()))}
          and lower(p.collector_number) in ${textList(pairs.map((pair) => pair.number.toLowerCase()))}`,
  );
  return new Map(rows.map((row) => [setNumberKey(row.setCode, row.collectorNumber), row]));
}

/** For each card, its first printing in the given set ('' = any set, the default printing). */
async function findFirstPrintings(
  db: Database,
  wanted: { oracleId: string; set: string }[],
): Promise<Map<string, PrintingSummary>> {
  if (wanted.length === 0) return new Map();
  const oracleIds = [...new Set(wanted.map((w) => w.oracleId))];
  const sets = [...new Set(wanted.map((w) => w.set).filter(Boolean))];
  const found = new Map<string, PrintingSummary>();
  const defaults = await queryRows<PrintingSummary>(
    db,
    sql`select distinct on (p.oracle_id) ${printingColumns} from ${printingsWithSets}
        where p.oracle_id in ${uuidList(oracleIds)}
        order by p.oracle_id, ${defaultPrintingOrder}`,
  );
  for (const row of defaults) found.set(`${row.oracleId} `, row);
  if (sets.length) {
    const inSets = await queryRows<PrintingSummary>(
      db,
      sql`select distinct on (p.oracle_id, p.set_code) ${printingColumns} from ${printingsWithSets}
          where p.oracle_id in ${uuidList(oracleIds)} and p.set_code in ${textList(sets)}
          order by p.oracle_id, p.set_code, ${defaultPrintingOrder}`,
    );
    for (const row of inSets) found.set(`${row.oracleId} ${row.setCode}`, row);
  }
  return found;
}

/** Close card names for a name that matched nothing. */
export async function suggestCardNames(
  db: Database,
  text: string,
  limit = NAME_SUGGESTION_LIMIT,
): Promise<CardNameResult[]> {
  const key = normalizeCardName(text);
  if (!key) return [];
  return queryRows<CardNameResult>(
    db,
    sql`select o.id, o.name from (
          select oracle_id, max(similarity(term, ${key})) as score
          from ${cardNameTerms} where start = 0 and term % ${key}
          group by oracle_id order by score desc limit ${limit}
        ) m join ${cardOracles} o on o.id = m.oracle_id
        order by m.score desc, o.name`,
  );
}

export async function resolveNames(db: Database, queries: NameQuery[]): Promise<NameResolution[]> {
  const keys = queries.map((query) => normalizeCardName(query.name));
  const sets = queries.map((query) => query.set?.trim().toUpperCase() ?? '');
  const numbers = queries.map((query) => query.collectorNumber?.trim() ?? '');
  const byName = await findCardsByName(db, [...new Set(keys.filter(Boolean))]);
  const bySetNumber = await findBySetAndNumber(
    db,
    queries.flatMap((_, i) => (sets[i] && numbers[i] ? [{ set: sets[i], number: numbers[i] }] : [])),
  );

  // The card of each line: by name; else the printing its set + number name.
  const cards = queries.map((_, i) => {
    const hit = byName.get(keys[i] as string);
    if (hit) return { id: hit.id, name: hit.name };
    const printing = bySetNumber.get(setNumberKey(sets[i] as string, numbers[i] as string));
    return printing ? { id: printing.oracleId, name: printing.name } : null;
  });
  const firsts = await findFirstPrintings(
    db,
    cards.flatMap((card, i) =>
      card ? [{ oracleId: card.id, set: '' }, { oracleId: card.id, set: sets[i] as string }] : [],
    ),
  );

  return Promise.all(
    queries.map(async (query, i): Promise<NameResolution> => {
      const card = cards[i];
      if (!card) {
        return { match: 'none', card: null, printing: null, suggestions: await suggestCardNames(db, query.name) };
      }
      const exact = bySetNumber.get(setNumberKey(sets[i] as string, numbers[i] as string));
      if (exact?.oracleId === card.id) {
        return { match: 'printing', card, printing: exact, suggestions: [] };
      }
      const inSet = sets[i] ? firsts.get(`${card.id} ${sets[i]}`) : undefined;
      if (inSet) return { match: 'set', card, printing: inSet, suggestions: [] };
      return { match: 'name', card, printing: firsts.get(`${card.id} `) ?? null, suggestions: [] };
    }),
  );
}
