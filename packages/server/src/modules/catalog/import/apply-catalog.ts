import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cardMtgjsonUuids, cardOracles, cardPrintings, cardSets } from '../../../db/schema/index';
import { defaultPrintingOrder, printingsWithSets } from '../printing-queries';
import { uuidList } from '../sql-fragments';
import { applyNames } from './apply-names';
import { applyPriceRows, type PriceRow } from './apply-prices';
import {
  type CatalogPrinting,
  type CatalogSet,
  lastPerKey,
  popularityByOracle,
} from './catalog-records';
import { countUpsert, jsonRows, type TableChanges } from './table-changes';

/**
 * Writes parsed catalog records. Every statement is an upsert that leaves identical rows
 * untouched, so importing the same file twice changes nothing (and says so).
 */

export interface CatalogChanges {
  sets: TableChanges;
  oracles: TableChanges;
  printings: TableChanges;
  names: TableChanges;
  wordSuffixes: TableChanges;
  mtgjsonUuids: TableChanges;
  prices: TableChanges;
}

export function applySets(db: Database, sets: CatalogSet[]): Promise<TableChanges> {
  const rows = sets.map((set) => ({
    code: set.code,
    name: set.name,
    released_on: set.releasedOn,
    type: set.type,
  }));
  return countUpsert(
    db,
    sql`insert into ${cardSets} (code, name, released_on, type)
        select code, name, released_on, type
        from jsonb_to_recordset(${jsonRows(rows)}) as r(code text, name text, released_on date, type text)
        on conflict (code) do update
          set name = excluded.name, released_on = excluded.released_on, type = excluded.type
        where (${cardSets}.name, ${cardSets}.released_on, ${cardSets}.type)
          is distinct from (excluded.name, excluded.released_on, excluded.type)`,
  );
}

function oracleRows(printings: CatalogPrinting[]) {
  const popularity = popularityByOracle(printings);
  return lastPerKey(printings, (p) => p.oracleId).map((p) => ({
    id: p.oracleId,
    name: p.name,
    face_names: p.faceNames,
    type_line: p.typeLine,
    popularity: popularity.get(p.oracleId) ?? null,
  }));
}

function applyOracles(db: Database, printings: CatalogPrinting[]): Promise<TableChanges> {
  const o = cardOracles;
  const popularity = sql`coalesce(excluded.popularity, ${o}.popularity)`;
  return countUpsert(
    db,
    sql`insert into ${o} (id, name, face_names, type_line, popularity)
        select id, name, face_names, type_line, popularity
        from jsonb_to_recordset(${jsonRows(oracleRows(printings))})
          as r(id uuid, name text, face_names text[], type_line text, popularity integer)
        on conflict (id) do update
          set name = excluded.name, face_names = excluded.face_names,
              type_line = excluded.type_line, popularity = ${popularity}
        where (${o}.name, ${o}.face_names, ${o}.type_line, ${o}.popularity)
          is distinct from (excluded.name, excluded.face_names, excluded.type_line, ${popularity})`,
  );
}

function applyPrintings(db: Database, printings: CatalogPrinting[]): Promise<TableChanges> {
  const p = cardPrintings;
  const rows = lastPerKey(printings, (row) => row.id).map((row) => ({
    id: row.id,
    oracle_id: row.oracleId,
    name: row.name,
    face_names: row.faceNames,
    set_code: row.setCode,
    collector_number: row.collectorNumber,
    language: row.language,
    type_line: row.typeLine,
    finishes: row.finishes,
    image_urls: row.imageUrls,
    card_kingdom_id: row.cardKingdomId,
    card_kingdom_foil_id: row.cardKingdomFoilId,
    card_kingdom_etched_id: row.cardKingdomEtchedId,
  }));
  // Scryfall files carry no Card Kingdom ids: they must not erase MTGJSON's.
  const ck = sql`coalesce(excluded.card_kingdom_id, ${p}.card_kingdom_id)`;
  const ckFoil = sql`coalesce(excluded.card_kingdom_foil_id, ${p}.card_kingdom_foil_id)`;
  const ckEtched = sql`coalesce(excluded.card_kingdom_etched_id, ${p}.card_kingdom_etched_id)`;
  return countUpsert(
    db,
    sql`insert into ${p} (id, oracle_id, name, face_names, set_code, collector_number, language,
          type_line, finishes, image_urls, card_kingdom_id, card_kingdom_foil_id, card_kingdom_etched_id)
        select * from jsonb_to_recordset(${jsonRows(rows)}) as r(id uuid, oracle_id uuid, name text,
          face_names text[], set_code text, collector_number text, language text, type_line text,
          finishes text[], image_urls text[], card_kingdom_id text, card_kingdom_foil_id text,
          card_kingdom_etched_id text)
        on conflict (id) do update
          set oracle_id = excluded.oracle_id, name = excluded.name, face_names = excluded.face_names,
              set_code = excluded.set_code, collector_number = excluded.collector_number,
              language = excluded.language, type_line = excluded.type_line,
              finishes = excluded.finishes, image_urls = excluded.image_urls,
              card_kingdom_id = ${ck}, card_kingdom_foil_id = ${ckFoil},
              card_kingdom_etched_id = ${ckEtched}
        where (${p}.oracle_id, ${p}.name, ${p}.face_names, ${p}.set_code, ${p}.collector_number,
               ${p}.language, ${p}.type_line, ${p}.finishes, ${p}.image_urls,
               ${p}.card_kingdom_id, ${p}.card_kingdom_foil_id, ${p}.card_kingdom_etched_id)
          is distinct from (excluded.oracle_id, excluded.name, excluded.face_names,
               excluded.set_code, excluded.collector_number, excluded.language, excluded.type_line,
               excluded.finishes, excluded.image_urls, ${ck}, ${ckFoil}, ${ckEtched})`,
  );
}

function applyMtgjsonUuids(db: Database, printings: CatalogPrinting[]): Promise<TableChanges> {
  const rows = printings.flatMap((p) =>
    p.mtgjsonUuids.map((uuid) => ({ uuid, printing_id: p.id })),
  );
  if (rows.length === 0) return Promise.resolve({ inserted: 0, updated: 0 });
  const u = cardMtgjsonUuids;
  return countUpsert(
    db,
    sql`insert into ${u} (uuid, printing_id)
        select uuid, printing_id
        from jsonb_to_recordset(${jsonRows(lastPerKey(rows, (row) => row.uuid))})
          as r(uuid uuid, printing_id uuid)
        on conflict (uuid) do update set printing_id = excluded.printing_id
        where ${u}.printing_id <> excluded.printing_id`,
  );
}

/**
 * The default printing of each card of the batch: derived data, not counted as a change.
 * A card's printings come from many files, so it is recomputed whenever one of them is written.
 */
async function updateDefaultPrintings(db: Database, printings: CatalogPrinting[]): Promise<void> {
  const oracleIds = [...new Set(printings.map((p) => p.oracleId))];
  await db.execute(
    sql`update ${cardOracles} o set default_printing_id = d.id
        from (
          select distinct on (p.oracle_id) p.oracle_id, p.id from ${printingsWithSets}
          where p.oracle_id in ${uuidList(oracleIds)}
          order by p.oracle_id, ${defaultPrintingOrder}
        ) d
        where o.id = d.oracle_id and o.default_printing_id is distinct from d.id`,
  );
}

/** One batch of printings with everything hanging from them, in one transaction. */
export async function applyPrintingBatch(
  db: Database,
  printings: CatalogPrinting[],
  pricedAt: Date,
): Promise<Omit<CatalogChanges, 'sets'>> {
  return db.transaction(async (tx) => {
    const oracles = await applyOracles(tx, printings);
    const applied = await applyPrintings(tx, printings);
    await updateDefaultPrintings(tx, printings);
    const mtgjsonUuids = await applyMtgjsonUuids(tx, printings);
    const { names, wordSuffixes } = await applyNames(tx, printings);
    const priceRows: PriceRow[] = printings.flatMap((p) =>
      p.prices ? [{ printingId: p.id, ...p.prices, pricedAt: pricedAt.toISOString() }] : [],
    );
    const prices = priceRows.length
      ? await applyPriceRows(tx, priceRows)
      : { inserted: 0, updated: 0, unmatched: 0 };
    return {
      oracles,
      printings: applied,
      mtgjsonUuids,
      names,
      wordSuffixes,
      prices: { inserted: prices.inserted, updated: prices.updated },
    };
  });
}
