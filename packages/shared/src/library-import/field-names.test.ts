import { describe, expect, it } from 'vitest';
import { conditionFromName } from './conditions';
import { isFoilFinish } from './finishes';
import { importPrice } from './import-price';
import { importQuantity } from './import-quantity';
import { languageFromName } from './languages';

describe('conditionFromName', () => {
  it('maps the spec names and the Dragon Shield grades, in their order of wear', () => {
    const names = ['Mint', 'NearMint', 'Excellent', 'Good', 'LightlyPlayed', 'Played'];
    expect(names.map(conditionFromName)).toEqual(['M', 'NM', 'SP', 'LP', 'LP', 'MP']);
    const more = ['Moderately Played', 'HeavilyPlayed', 'Poor', 'damaged', 'Near Mint', 'dmg'];
    expect(more.map(conditionFromName)).toEqual(['MP', 'HP', 'DMG', 'DMG', 'NM', 'DMG']);
  });

  it("maps ManaBox's snake_case conditions", () => {
    const names = ['near_mint', 'lightly_played', 'moderately_played', 'heavily_played', 'damaged'];
    expect(names.map(conditionFromName)).toEqual(['NM', 'LP', 'MP', 'HP', 'DMG']);
  });

  it('defaults to NM when empty or unknown', () => {
    expect(conditionFromName('')).toBe('NM');
    expect(conditionFromName('Graded 9.5')).toBe('NM');
  });
});

describe('languageFromName', () => {
  it('maps names, Spanish names, three-letter codes and the codes themselves', () => {
    const names = ['English', 'Spanish', 'Español', 'German', 'ger', 'Italian', 'ita', 'Japanese'];
    expect(names.map(languageFromName)).toEqual(['en', 'es', 'es', 'de', 'de', 'it', 'it', 'ja']);
    const more = ['Chinese Simplified', 'Chinese Traditional', 'jpn', 'Phyrexian', 'zht', 'PT'];
    expect(more.map(languageFromName)).toEqual(['zhs', 'zht', 'ja', 'ph', 'zht', 'pt']);
  });

  it('maps two-letter codes, plain zh as Simplified Chinese', () => {
    const codes = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ja', 'ko', 'ru', 'zh', 'zh_CN', 'zh_TW'];
    expect(codes.map(languageFromName)).toEqual([
      'en',
      'es',
      'fr',
      'de',
      'it',
      'pt',
      'ja',
      'ko',
      'ru',
      'zhs',
      'zhs',
      'zht',
    ]);
  });

  it('defaults to en when empty or unknown', () => {
    expect(languageFromName('')).toBe('en');
    expect(languageFromName('Klingon')).toBe('en');
  });
});

describe('isFoilFinish', () => {
  it('counts every named foil and etched as foil, plain as not', () => {
    const foils = ['Foil', 'Textured Foil', 'Surge Foil', 'First-place Foil', 'etched', 'foil'];
    expect(foils.every(isFoilFinish)).toBe(true);
    expect(['Normal', 'normal', '', 'nonfoil'].some(isFoilFinish)).toBe(false);
  });
});

describe('importPrice', () => {
  it('raises prices under 0.35 to 0.35 and rounds to cents, but never touches ck', () => {
    expect(importPrice('0.16')).toBe(0.35);
    expect(importPrice(0.349)).toBe(0.35);
    expect(importPrice('5.318')).toBe(5.32);
    expect(importPrice('ck')).toBe('ck');
    expect(importPrice(' CK ')).toBe('ck');
    expect(importPrice('12,50')).toBe(12.5);
    expect(importPrice('0,2')).toBe(0.35);
    expect(importPrice('ARS 15000')).toBe('ARS 15000');
    expect(importPrice('$ 15.000')).toBe('ARS 15000');
  });

  it('gives null for a missing, zero or unreadable price, so the catalog price applies', () => {
    expect(['', '0.00', '-1', 'abc', '1,234', '1.234,50'].map(importPrice)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(importPrice(null)).toBeNull();
  });
});

describe('importQuantity', () => {
  it('reads whole numbers; empty means 1; anything else is unreadable', () => {
    expect(['3', ' 12 ', ''].map(importQuantity)).toEqual([3, 12, 1]);
    expect(['1.5', '-2', 'x'].map(importQuantity)).toEqual([null, null, null]);
  });
});
