import { describe, expect, it } from 'vitest';
import { normalizeCardName, splitCardFaces } from './normalize-name';

describe('normalizeCardName', () => {
  it('ignores case, accents and punctuation', () => {
    expect(normalizeCardName("Lim-Dûl's Vault")).toBe(normalizeCardName("lim-dul's vault"));
    expect(normalizeCardName("Lim-Dûl's Vault")).toBe('lim duls vault');
    expect(normalizeCardName('Jace, the Mind Sculptor')).toBe('jace the mind sculptor');
    expect(normalizeCardName('Relámpago')).toBe('relampago');
    expect(normalizeCardName('Æther Vial')).toBe('aether vial');
    expect(normalizeCardName('  Sol   Ring ')).toBe('sol ring');
  });

  it('treats an apostrophe as part of the word', () => {
    expect(normalizeCardName("Urza's Saga")).toBe(normalizeCardName('Urzas Saga'));
    expect(normalizeCardName('Urza’s Saga')).toBe('urzas saga');
  });

  it('writes every face separator as " // "', () => {
    const full = 'fable of the mirror breaker // reflection of kiki jiki';
    expect(normalizeCardName('Fable of the Mirror-Breaker // Reflection of Kiki-Jiki')).toBe(full);
    expect(normalizeCardName('Fable of the Mirror-Breaker / Reflection of Kiki-Jiki')).toBe(full);
    expect(normalizeCardName('Fire/Ice')).toBe('fire // ice');
    expect(normalizeCardName('Fire //')).toBe('fire');
  });

  it('keeps letters of other scripts', () => {
    expect(normalizeCardName('稲妻')).toBe('稲妻');
    expect(normalizeCardName('Молния')).toBe('молния');
  });

  it('gives an empty key for text without letters or digits', () => {
    expect(normalizeCardName(' -- / ')).toBe('');
  });
});

describe('splitCardFaces', () => {
  it('splits on any face separator', () => {
    expect(splitCardFaces('Who // What // When')).toEqual(['Who', 'What', 'When']);
    expect(splitCardFaces('Archangel Avacyn / Avacyn, the Purifier')).toEqual([
      'Archangel Avacyn',
      'Avacyn, the Purifier',
    ]);
    expect(splitCardFaces('Lightning Bolt')).toEqual(['Lightning Bolt']);
  });
});
