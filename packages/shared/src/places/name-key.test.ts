import { describe, expect, it } from 'vitest';
import { looksLikeHome } from './home-address';
import { placeNameKey, tidyPlaceText } from './name-key';

describe('placeNameKey', () => {
  it('compares names without case, accents or punctuation', () => {
    const key = placeNameKey('Estación Retiro, hall central');
    expect(key).toBe('estacion retiro hall central');
    for (const other of [
      'estacion retiro - HALL CENTRAL',
      '  Estacion   Retiro (hall central).',
      'ESTACIÓN RETIRO / HALL CENTRAL',
    ]) {
      expect(placeNameKey(other), other).toBe(key);
    }
    expect(placeNameKey('Estación Retiro, hall norte')).not.toBe(key);
  });

  it('keeps digits and letters of any script, and is empty for punctuation alone', () => {
    expect(placeNameKey('Galería 5ª Avenida, local 12')).toBe('galeria 5a avenida local 12');
    expect(placeNameKey('Peña Ñandú')).toBe('pena nandu');
    expect(placeNameKey('... -- !!')).toBe('');
  });

  it('tidies a shown text to one space between words', () => {
    expect(tidyPlaceText('  Plaza   de Mayo \t ')).toBe('Plaza de Mayo');
  });
});

describe('looksLikeHome', () => {
  it('refuses what only a flat or a house needs', () => {
    for (const text of [
      'Mi casa',
      'Av. Rivadavia 1234, depto 4B',
      'Dpto. 3',
      'Tocar timbre 2',
      'Domicilio particular',
      'Departamento 7',
    ]) {
      expect(looksLikeHome(text), text).toBe(true);
    }
  });

  it("accepts a store's address, a floor and the georef words", () => {
    for (const text of [
      'Galería Jardín, local 12, 1er piso',
      'Av. Corrientes 1234',
      'Casa de la Cultura',
      'Departamento Capital',
      'Estación Retiro, hall central',
    ]) {
      expect(looksLikeHome(text), text).toBe(false);
    }
  });
});
