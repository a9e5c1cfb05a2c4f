import { describe, expect, it } from 'vitest';
import { weekdaysIn } from './weekdays';

describe('weekdaysIn', () => {
  it.each([
    ['sábados 15 a 19', [6]],
    ['Sabados y domingos de 15 a 20', [0, 6]],
    ['lunes a viernes de 18 a 21', [1, 2, 3, 4, 5]],
    ['de viernes a lunes', [0, 1, 5, 6]],
    ['lunes, miércoles y viernes', [1, 3, 5]],
    ['mar y jue 19hs', [2, 4]],
    ['lu a vi', [1, 2, 3, 4, 5]],
    ['fines de semana', [0, 6]],
    ['el finde a la tarde', [0, 6]],
    ['todos los días', [0, 1, 2, 3, 4, 5, 6]],
  ])('%s', (text, days) => {
    expect(weekdaysIn(text)).toEqual(days);
  });

  it('finds no day where none is named, nor in words that look like one', () => {
    expect(weekdaysIn('')).toEqual([]);
    expect(weekdaysIn('de 15 a 19')).toEqual([]);
    expect(weekdaysIn('a la salida de mi trabajo')).toEqual([]);
    expect(weekdaysIn('frente al mar')).toEqual([]);
  });
});
