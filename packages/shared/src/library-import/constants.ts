/** Limits, timings and Spanish texts of the bulk import (docs/product/libraries.md#bulk-import). */

/** Imported prices below this are raised to it, except 'ck'. */
export const MINIMUM_IMPORT_PRICE = 0.35;

/** How long the unrecognised-format toast stays. */
export const IMPORT_FORMAT_TOAST_MS = 8000;

/** Dragon Shield rows with fewer columns are ignored. */
export const DRAGON_SHIELD_MIN_COLUMNS = 14;

/** The Dragon Shield header is looked for in the first three lines. */
export const DRAGON_SHIELD_HEADER_LINES = 3;

/**
 * Headers are looked for among this many columns (the exports have 13 to 20), so a pasted
 * line of a million commas is not a million header lookups.
 */
export const MAX_HEADER_COLUMNS = 50;

/** Moxfield text is recognised by its first three non-empty lines. */
export const MOXFIELD_TEXT_SAMPLE_LINES = 3;

export const LIBRARY_IMPORT_FORMATS = [
  'dragon-shield',
  'moxfield-text',
  'moxfield-collection',
  'manabox',
] as const;
export type LibraryImportFormat = (typeof LIBRARY_IMPORT_FORMATS)[number];

export const LIBRARY_IMPORT_MESSAGES = {
  emptyText: 'El campo de texto está vacío.',
  formatUnrecognized: 'Formato no reconocido. Use archivos Dragon Shield, ManaBox o Moxfield.',
} as const;
