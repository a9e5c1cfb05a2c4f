import type { Database } from '../../../db/client';
import { applyPrintingBatch, applySets, type CatalogChanges } from './apply-catalog';
import { CatalogFileReader, type CatalogFileOutput } from './catalog-file-reader';
import type { CatalogPrinting } from './catalog-records';
import { ImportError } from './import-error';
import { forgetSearchedCards } from '../find-searched-cards';
import { forgetSuggestedNames } from '../suggest-card-names';
import { listImportInputs, type ImportInput } from './import-input';
import { parseInput } from './parse-input';
import { silentProgress, type ImportProgress } from './progress';
import { RecordSpool } from './record-spool';
import { addChanges, analyzeTables, noChanges } from './table-changes';

/**
 * Imports catalog files (MTGJSON set files, AllPrintings, Scryfall bulk; JSON or gzip; a file,
 * a folder or a URL). Each file is parsed whole into a spool first: a malformed or truncated
 * file is reported and writes nothing; a good one is written in batches, one transaction each.
 * Files of a folder are independent: those before a bad one stay imported.
 */

export interface ImportOptions {
  progress?: ImportProgress;
  /** Printings per transaction. */
  batchSize?: number;
}

export interface CatalogImportResult {
  files: number;
  /** Card records read (MTGJSON counts each face). */
  records: number;
  /** Paper printings written or confirmed. */
  printings: number;
  changes: CatalogChanges;
}

/** Every table the catalog writes (analyzed after an import, counted by the benchmark). */
export const CATALOG_TABLES = [
  'card_sets',
  'card_oracles',
  'card_printings',
  'card_name_terms',
  'card_name_word_suffixes',
  'card_mtgjson_uuids',
  'card_prices',
] as const;

const emptyChanges = (): CatalogChanges => ({
  sets: noChanges(),
  oracles: noChanges(),
  printings: noChanges(),
  names: noChanges(),
  wordSuffixes: noChanges(),
  mtgjsonUuids: noChanges(),
  prices: noChanges(),
});

export const totalSize = (inputs: ImportInput[]): number | null =>
  inputs.every((input) => input.size !== null)
    ? inputs.reduce((sum, input) => sum + (input.size ?? 0), 0)
    : null;

async function importCatalogFile(
  db: Database,
  input: ImportInput,
  progress: ImportProgress,
  batchSize: number,
  result: CatalogImportResult,
): Promise<void> {
  const spool = RecordSpool.create<CatalogPrinting>();
  const out: CatalogFileOutput = { printings: [], sets: new Map() };
  const usedSets = new Set<string>();
  try {
    const reader = new CatalogFileReader(out);
    const { records, modifiedAt } = await parseInput(input, reader, progress, async () => {
      for (const printing of out.printings) usedSets.add(printing.setCode);
      await spool.write(out.printings.splice(0));
    });
    if (!reader.cardListSeen) {
      throw new ImportError(
        input.label,
        'no card records found: expected an MTGJSON set or AllPrintings file, or a Scryfall bulk file',
      );
    }
    result.records += records;
    const sets = [...out.sets.values()].filter((set) => usedSets.has(set.code));
    addChanges(result.changes.sets, await applySets(db, sets));
    let written = 0;
    for await (const batch of spool.batches(batchSize)) {
      const changes = await applyPrintingBatch(db, batch, modifiedAt ?? new Date());
      for (const key of Object.keys(changes) as (keyof typeof changes)[]) {
        addChanges(result.changes[key], changes[key]);
      }
      written += batch.length;
      progress.applying(written, spool.count);
    }
    result.printings += written;
  } finally {
    spool.dispose();
  }
}

export async function importCatalog(
  db: Database,
  location: string,
  { progress = silentProgress, batchSize = 1000 }: ImportOptions = {},
): Promise<CatalogImportResult> {
  const inputs = listImportInputs(location);
  const result: CatalogImportResult = {
    files: 0,
    records: 0,
    printings: 0,
    changes: emptyChanges(),
  };
  progress.begin(totalSize(inputs), inputs.length);
  try {
    for (const input of inputs) {
      await importCatalogFile(db, input, progress, batchSize, result);
      result.files++;
    }
  } finally {
    progress.end();
    // Files before a failing one were written: they need statistics too, and searches must
    // meet the new names.
    if (result.files > 0) {
      forgetSearchedCards();
      forgetSuggestedNames();
      await analyzeTables(db, CATALOG_TABLES);
    }
  }
  return result;
}
