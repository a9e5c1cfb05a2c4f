import { describe, expect, it } from 'vitest';
import {
  MANABOX_BINDER_EXPORT,
  MANABOX_FULL_EXPORT,
  MANABOX_NEWER_EXPORT,
} from '../../test/manabox-exports';
import { readExport } from '../../test/real-exports';
import { IMPORT_FORMAT_TOAST_MS, LIBRARY_IMPORT_MESSAGES } from './constants';
import { parseLibraryImport } from './parse-library-import';

const formatOf = (fileName: string) => {
  const result = parseLibraryImport(readExport(fileName), fileName);
  return result.ok ? [result.format, result.rows.length] : result.message;
};

describe('parseLibraryImport', () => {
  it('tells each real export apart and reads all its rows', () => {
    expect(formatOf('dragonshield-all-folders.csv')).toEqual(['dragon-shield', 2039]);
    expect(formatOf('dragonshield-no-sep-us-dates.csv')).toEqual(['dragon-shield', 277]);
    expect(formatOf('dragonshield-eu-variant-italian.csv')).toEqual(['dragon-shield', 3977]);
    expect(formatOf('dragonshield-large-2026.csv.gz')).toEqual(['dragon-shield', 29926]);
    expect(formatOf('moxfield-deck-export.txt')).toEqual(['moxfield-text', 82]);
    expect(formatOf('moxfield-deck-export-with-foil.txt')).toEqual(['moxfield-text', 100]);
    expect(formatOf('moxfield-collection-export.csv')).toEqual(['moxfield-collection', 12784]);
  });

  it('tells the ManaBox exports apart, bad lines counted as skipped', () => {
    const read = (text: string) => {
      const result = parseLibraryImport(text, 'ManaBox_Collection.csv');
      return result.ok ? [result.format, result.rows.length, result.skipped] : result.message;
    };
    expect(read(MANABOX_FULL_EXPORT)).toEqual(['manabox', 6, 3]);
    expect(read(MANABOX_BINDER_EXPORT)).toEqual(['manabox', 2, 0]);
    expect(read(MANABOX_NEWER_EXPORT)).toEqual(['manabox', 2, 0]);
  });

  it('refuses other exports with the spec message, shown for 8 s', () => {
    const unrecognized = LIBRARY_IMPORT_MESSAGES.formatUnrecognized;
    expect(unrecognized).toBe(
      'Formato no reconocido. Use archivos Dragon Shield, ManaBox o Moxfield.',
    );
    expect(IMPORT_FORMAT_TOAST_MS).toBe(8000);
    expect(formatOf('moxfield-api-v3-deck.json')).toBe(unrecognized);
    expect(formatOf('archidekt-deck-api.json')).toBe(unrecognized);
    expect(parseLibraryImport('Lightning Bolt\nCounterspell')).toEqual({
      ok: false,
      message: unrecognized,
    });
  });

  it('says a blank paste is empty, and a blank file is no known format', () => {
    expect(parseLibraryImport(' \n\t')).toEqual({
      ok: false,
      message: 'El campo de texto está vacío.',
    });
    expect(parseLibraryImport('', 'deck.txt')).toEqual({
      ok: false,
      message: LIBRARY_IMPORT_MESSAGES.formatUnrecognized,
    });
  });

  it('reads a file that starts with a byte-order mark', () => {
    const result = parseLibraryImport(`\uFEFF${readExport('dragonshield-no-sep-us-dates.csv')}`);
    expect(result.ok && result.rows.length).toBe(277);
  });
});
