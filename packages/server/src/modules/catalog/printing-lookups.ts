import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { cardOracles } from '../../db/schema/index';
import {
  defaultPrintingOrder,
  printingColumns,
  printingsWithSets,
  type PrintingSummary,
} from './printing-queries';
import { uuidList, wellFormed } from './sql-fragments';

/**
 * The printing lookups of name resolution, each one query for every line at once: the lines
 * travel as one JSON parameter of pairs, joined on the catalog's indexes.
 */

/**
 * Pairs as rows `w(a, b)` of a single parameter: jsonb, as records are not a list of values
 * (those travel as one array, db/client.ts's anyOf and sqlArray).
 */
const pairRows = (pairs: [string, string][]) => {
  const json = JSON.stringify(pairs.map(([a, b]) => [wellFormed(a), wellFormed(b)]));
  return sql`(select distinct w->>0 as a, w->>1 as b from jsonb_array_elements(${json}::jsonb) w)`;
};

export const setNumberKey = (set: string, number: string) => `${set} ${number.toLowerCase()}`;

/** Printings by set code and collector number (any case), keyed by setNumberKey. */
export async function findBySetAndNumber(
  db: Database,
  pairs: { set: string; number: string }[],
): Promise<Map<string, PrintingSummary>> {
  if (pairs.length === 0) return new Map();
  // Catalog numbers are lower case or upper case ('197p', 'SWS1'), never mixed: both spellings
  // are looked up, each an equality the (set_code, collector_number) index answers.
  const wanted = pairRows(
    pairs.flatMap((pair): [string, string][] => [
      [pair.set, pair.number.toLowerCase()],
      [pair.set, pair.number.toUpperCase()],
    ]),
  );
  const rows = await queryRows<PrintingSummary>(
    db,
    sql`select ${printingColumns} from ${printingsWithSets}
        join ${wanted} w on p.set_code = w.a and p.collector_number = w.b`,
  );
  return new Map(rows.map((row) => [setNumberKey(row.setCode, row.collectorNumber), row]));
}

/** The default printing of each card, keyed by card (oracle) id. */
export async function findDefaultPrintings(
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
  return new Map(rows.map((row) => [row.oracleId, row]));
}

/** The first printing of each card in a set, keyed `${oracleId} ${setCode}`. */
export async function findPrintingsInSets(
  db: Database,
  wanted: { oracleId: string; set: string }[],
): Promise<Map<string, PrintingSummary>> {
  if (wanted.length === 0) return new Map();
  const pairs = pairRows(wanted.map((w) => [w.oracleId, w.set]));
  const rows = await queryRows<PrintingSummary>(
    db,
    sql`select distinct on (p.oracle_id, p.set_code) ${printingColumns} from ${printingsWithSets}
        join ${pairs} w on p.oracle_id = w.a::uuid and p.set_code = w.b
        order by p.oracle_id, p.set_code, ${defaultPrintingOrder}`,
  );
  return new Map(rows.map((row) => [`${row.oracleId} ${row.setCode}`, row]));
}
