/**
 * The catalog as other features use it (search, libraries, reservations): name resolution,
 * autocomplete, printings and prices. Its tables are read only through these functions. The
 * benchmarks in bench/ use it too.
 */
export { countCatalog, listCatalogSetCodes } from './catalog-status';
export { findCardSets } from './find-card-sets';
export { findSearchedCards } from './find-searched-cards';
export { getReferencePrice } from './get-reference-price';
export { CATALOG_TABLES, importCatalog, type CatalogImportResult } from './import/import-catalog';
export { importPrices, type PriceImportResult } from './import/import-prices';
export { TerminalProgress } from './import/progress';
export { findCatalogUsdPrices, findPrintingsByIds, type PrintingSummary } from './printing-queries';
export {
  resolveNames,
  type NameQuery,
  type NameResolution,
  type ResolveOptions,
} from './resolve-names';
export { searchCardNames } from './search-card-names';
export { suggestCardNames, suggestForFirstUnmatched } from './suggest-card-names';
export { summarizeImportedCards } from './summarize-imported-cards';
export { findBasicLandNames } from './basic-lands';
