import type { LibraryImportRow } from '../src/library-import/imported-row';

/** An imported row with the parsers' defaults, overridden where a test says. */
export const importRow = (row: Partial<LibraryImportRow>): LibraryImportRow => ({
  name: '',
  set: null,
  collectorNumber: null,
  foil: false,
  condition: 'NM',
  language: 'en',
  price: null,
  quantity: 1,
  ...row,
});
