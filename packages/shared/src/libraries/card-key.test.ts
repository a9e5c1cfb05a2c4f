import { describe, expect, it } from 'vitest';
import { cardPrintingKey, libraryCardKey } from './card-key';

const byName = { referenceId: null, name: 'Lightning Bolt', set: 'm10', collectorNumber: '146' };
const line = (printingKey: string, changes = {}) => ({
  printingKey,
  foil: false,
  condition: 'NM',
  language: 'en',
  ...changes,
});

describe('cardPrintingKey', () => {
  it('is the catalog printing when there is one, whatever the name says', () => {
    const id = '6d0a1b24-8f5e-4c5e-9d2a-0f3c5e8b9a10';
    expect(cardPrintingKey({ ...byName, referenceId: id })).toBe(id);
    expect(cardPrintingKey({ ...byName, referenceId: id, name: 'Otro nombre' })).toBe(id);
  });

  it('is the normalized name, upper-case set and number for a card kept by name', () => {
    expect(cardPrintingKey(byName)).toBe('name:lightning bolt|M10|146');
    expect(cardPrintingKey({ ...byName, name: ' LIGHTNING  bolt', set: ' M10 ' })).toBe(
      'name:lightning bolt|M10|146',
    );
    expect(cardPrintingKey({ ...byName, name: 'Fire/Ice', set: null, collectorNumber: null })).toBe(
      'name:fire // ice||',
    );
  });

  it('tells printings of one name apart', () => {
    expect(cardPrintingKey(byName)).not.toBe(
      cardPrintingKey({ ...byName, collectorNumber: '147' }),
    );
    expect(cardPrintingKey(byName)).not.toBe(cardPrintingKey({ ...byName, set: 'M11' }));
  });
});

describe('libraryCardKey', () => {
  it('is equal for the same printing, finish, condition and language', () => {
    expect(libraryCardKey(line('p1'))).toBe(libraryCardKey(line('p1')));
  });

  it('differs when any of the four differs', () => {
    const key = libraryCardKey(line('p1'));
    expect(libraryCardKey(line('p2'))).not.toBe(key);
    expect(libraryCardKey(line('p1', { foil: true }))).not.toBe(key);
    expect(libraryCardKey(line('p1', { condition: 'LP' }))).not.toBe(key);
    expect(libraryCardKey(line('p1', { language: 'es' }))).not.toBe(key);
  });
});
