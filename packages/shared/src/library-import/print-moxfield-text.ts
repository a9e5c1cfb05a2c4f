import type { LibraryImportRow } from './imported-row';

/**
 * Rows as a Moxfield deck text (`1 Sol Ring (40K) 245 *F*`): the format a list is shared in,
 * and the other half of the parser's round-trip test. Condition, language and price have no
 * place in it and are left out.
 */
export function printMoxfieldText(rows: readonly LibraryImportRow[]): string {
  return rows
    .map((row) => {
      const printing =
        row.set !== null
          ? ` (${row.set})${row.collectorNumber ? ` ${row.collectorNumber}` : ''}`
          : '';
      return `${row.quantity} ${row.name}${printing}${row.foil ? ' *F*' : ''}`;
    })
    .join('\n');
}
