import { importPrices } from '../import/import-prices';
import { TerminalProgress } from '../import/progress';
import { describeChanges, runImport, thousands } from './run-import';

/** `npm run prices:import -- <file|url>`: MTGJSON AllPricesToday or a Card Kingdom price list. */
await runImport('prices:import', async (db, location) => {
  const result = await importPrices(db, location, { progress: new TerminalProgress('prices') });
  return [
    `  ${thousands(result.files)} files, ${thousands(result.records)} price records, ${thousands(result.unmatched)} for printings not in the catalog`,
    describeChanges('prices', result.changes),
  ];
});
