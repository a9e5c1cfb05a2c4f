import { describe, expect, it } from 'vitest';
import { lineSetText, shownSetName } from './set-text';

const line = (setName: string | null, setCode: string | null, collectorNumber: string | null) => ({
  setName,
  setCode,
  collectorNumber,
});

describe('a line’s set text', () => {
  it('says the catalog’s set name and number to its owner, the set code when kept by name', () => {
    expect(lineSetText(line('Modern Horizons 2', 'MH2', '267'))).toBe('Modern Horizons 2 #267');
    expect(lineSetText(line(null, 'LCI', '132'))).toBe('LCI #132');
    expect(lineSetText(line(null, 'LCI', null))).toBe('LCI');
    expect(lineSetText(line(null, null, '132'))).toBe('#132');
    expect(lineSetText(line(null, ' ', ' '))).toBeNull();
    expect(lineSetText(line(null, null, null))).toBeNull();
  });

  it('shows buyers the catalog’s set name, and for a card kept by name its owner’s text', () => {
    expect(shownSetName(line('Modern Horizons 2', 'MH2', '267'))).toBe('Modern Horizons 2');
    expect(shownSetName(line(null, 'LCI', '132'))).toBe('LCI #132');
    expect(shownSetName(line(null, null, null))).toBeNull();
  });
});
