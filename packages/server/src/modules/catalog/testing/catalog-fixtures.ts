import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client';
import { importCatalog } from '../import/import-catalog';
import { importPrices } from '../import/import-prices';
import { allPricesToday, type TestPrice } from './price-fixtures';
import { EXPORTS_DIR, mtgjsonSetFile, readJson } from './shared-data';

/** Test data for the catalog: real set files imported, price files written in their documented shapes. */

export async function importSets(db: Database, codes: readonly string[]): Promise<void> {
  for (const code of codes) await importCatalog(db, mtgjsonSetFile(code));
}

export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'mdc-catalog-test-'));
}

export function writeJsonFile(dir: string, name: string, value: unknown, gzip = false): string {
  const file = path.join(dir, name);
  const text = JSON.stringify(value);
  fs.writeFileSync(file, gzip ? gzipSync(text) : text);
  return file;
}

/** Imports `price` as the AllPricesToday of `day` for the printing `set` `number` (its uuid). */
export async function importPrintingPrice(
  db: Database,
  printing: { set: string; number: string },
  price: TestPrice,
  day = '2022-04-25',
): Promise<void> {
  const [row] = await queryRows<{ uuid: string }>(
    db,
    sql`select m.uuid from card_mtgjson_uuids m join card_printings p on p.id = m.printing_id
        where p.set_code = ${printing.set} and p.collector_number = ${printing.number}`,
  );
  const prices = allPricesToday(day, { [row!.uuid]: price });
  await importPrices(db, writeJsonFile(tempDir(), 'AllPricesToday.json', prices));
}

/** A fingerprint of every catalog table: equal before and after means nothing changed. */
export async function catalogFingerprint(db: Database): Promise<string> {
  const tables = [
    ['card_sets', 'code'],
    ['card_oracles', 'id'],
    ['card_printings', 'id'],
    ['card_name_terms', 'oracle_id, term'],
    ['card_mtgjson_uuids', 'uuid'],
    ['card_prices', 'printing_id'],
    ['card_price_history', 'printing_id, finish, day'],
  ];
  const parts = await Promise.all(
    tables.map(async ([table, key]) => {
      const [row] = await queryRows<{ hash: string; count: number }>(
        db,
        sql.raw(
          `select md5(coalesce(string_agg(t::text, '|' order by ${key}), '')) as hash,
                  count(*)::int as count from ${table} t`,
        ),
      );
      return `${table}:${row?.count}:${row?.hash}`;
    }),
  );
  return parts.join(' ');
}

export async function countRows(db: Database, table: string, where = 'true'): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql.raw(`select count(*)::int as count from ${table} where ${where}`),
  );
  return row?.count ?? 0;
}

interface MoxfieldCard {
  scryfall_id: string;
  name: string;
  set: string;
  set_name: string;
  cardkingdom_id?: number;
  cardkingdom_foil_id?: number;
  prices: { ck?: number; ck_foil?: number; lastUpdatedAtUtc?: string };
}

/** Every card of the Moxfield API samples (v2 decks and the v3 deck), with its real CK prices. */
export function moxfieldSampleCards(): MoxfieldCard[] {
  const v2 = readJson<Record<string, Record<string, { card: MoxfieldCard }> | unknown>[]>(
    path.join(EXPORTS_DIR, 'moxfield-api-v2-decks.json'),
  );
  const v3 = readJson<{
    boards: Record<string, { cards: Record<string, { card: MoxfieldCard }> }>;
  }>(path.join(EXPORTS_DIR, 'moxfield-api-v3-deck.json'));
  const boards = ['mainboard', 'sideboard', 'maybeboard', 'commanders', 'companions'];
  const fromV2 = v2.flatMap((deck) =>
    boards.flatMap((board) =>
      Object.values((deck[board] ?? {}) as Record<string, { card: MoxfieldCard }>).map(
        (entry) => entry.card,
      ),
    ),
  );
  const fromV3 = Object.values(v3.boards).flatMap((board) =>
    Object.values(board.cards).map((entry) => entry.card),
  );
  return [...fromV2, ...fromV3];
}

/**
 * Card Kingdom's price-list shape (`data[]` with `scryfall_id`, `is_foil` "true"/"false",
 * `price_retail` as text) built from the real CK prices of the Moxfield samples.
 */
export function cardKingdomListFromMoxfield(cards: MoxfieldCard[], withScryfallIds = true) {
  const rows = cards.flatMap((card) => {
    const row = (foil: boolean, price: number, id: number | undefined) => ({
      id,
      sku: `${card.set.toUpperCase()}-${foil ? 'F' : 'N'}`,
      scryfall_id: withScryfallIds ? card.scryfall_id : null,
      url: `mtg/${card.set_name.toLowerCase().replace(/\W+/g, '-')}/${card.name.toLowerCase().replace(/\W+/g, '-')}`,
      name: card.name,
      variation: '',
      edition: card.set_name,
      is_foil: foil ? 'true' : 'false',
      price_retail: price.toFixed(2),
      qty_retail: 4,
    });
    const { ck, ck_foil: ckFoil } = card.prices;
    return [
      ...(ck ? [row(false, ck, card.cardkingdom_id)] : []),
      ...(ckFoil ? [row(true, ckFoil, card.cardkingdom_foil_id)] : []),
    ];
  });
  return {
    meta: { created_at: '2023-03-06 09:06:01', base_url: 'https://www.cardkingdom.com/' },
    data: rows,
  };
}
