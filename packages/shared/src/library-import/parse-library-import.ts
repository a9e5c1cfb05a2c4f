import { LIBRARY_IMPORT_MESSAGES, type LibraryImportFormat } from './constants';
import { parseDragonShield } from './dragon-shield';
import type { ParsedRows } from './imported-row';
import { parseManaBox } from './manabox';
import { parseMoxfieldCollection } from './moxfield-collection';
import { parseMoxfieldText } from './moxfield-text';

export type LibraryImportResult =
  ({ ok: true; format: LibraryImportFormat } & ParsedRows) | { ok: false; message: string };

const PARSERS: [LibraryImportFormat, (text: string) => ParsedRows | null][] = [
  ['dragon-shield', parseDragonShield],
  ['moxfield-collection', parseMoxfieldCollection],
  ['manabox', parseManaBox],
  ['moxfield-text', parseMoxfieldText],
];

/**
 * The upload dialog's "process" step: which export the text is and its rows. Each format is
 * recognised by its own header or line shape, so the order of trial does not matter. A blank
 * paste gets the empty-text message; a blank file (`fileName` given) is simply not a
 * format we know.
 */
export function parseLibraryImport(text: string, fileName?: string): LibraryImportResult {
  if (text.trim() === '' && fileName === undefined) {
    return { ok: false, message: LIBRARY_IMPORT_MESSAGES.emptyText };
  }
  for (const [format, parse] of PARSERS) {
    const parsed = parse(text);
    if (parsed) return { ok: true, format, ...parsed };
  }
  return { ok: false, message: LIBRARY_IMPORT_MESSAGES.formatUnrecognized };
}
