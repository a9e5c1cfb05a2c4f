import { importCatalog } from '../import/import-catalog';
import { TerminalProgress } from '../import/progress';
import { describeChanges, runImport, thousands } from './run-import';

/** `npm run catalog:import -- <file|folder|url>`: MTGJSON set files/AllPrintings or Scryfall bulk. */
await runImport('catalog:import', async (db, location) => {
  const result = await importCatalog(db, location, { progress: new TerminalProgress('catalog') });
  const { changes } = result;
  return [
    `  ${thousands(result.files)} files, ${thousands(result.records)} card records, ${thousands(result.printings)} paper printings`,
    describeChanges('sets', changes.sets),
    describeChanges('cards', changes.oracles),
    describeChanges('printings', changes.printings),
    describeChanges('names', changes.names),
    describeChanges('mtgjson ids', changes.mtgjsonUuids),
    describeChanges('prices', changes.prices),
  ];
});
