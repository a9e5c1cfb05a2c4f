import type { CatalogPrinting, CatalogSet } from '../import/catalog-records';
import { CatalogFileReader } from '../import/catalog-file-reader';
import { listImportInputs } from '../import/import-input';
import { parseInput } from '../import/parse-input';
import { silentProgress } from '../import/progress';

/** The printings and sets a catalog file yields, without a database. */
export async function readCatalogFile(
  file: string,
): Promise<{ printings: CatalogPrinting[]; sets: Map<string, CatalogSet>; records: number }> {
  const out = { printings: [] as CatalogPrinting[], sets: new Map<string, CatalogSet>() };
  const [input] = listImportInputs(file);
  const { records } = await parseInput(
    input!,
    new CatalogFileReader(out),
    silentProgress,
    async () => {},
  );
  return { ...out, records };
}
