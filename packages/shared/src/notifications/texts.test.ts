import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TEXTS as T, WANTED_TEXTS } from './texts';

describe('the notifications’ texts', () => {
  it('name one card, or count them', () => {
    const data = { other: 'beto', cardName: 'Sol Ring', count: 1 };
    expect(T['reservation-received'](data)).toBe('beto te reservó Sol Ring.');
    expect(T['reservation-received']({ ...data, cardName: null, count: 3 })).toBe(
      'beto te reservó 3 cartas.',
    );
  });

  it('say an expiry is nobody’s cancellation', () => {
    const data = { other: 'vera', cardName: 'Sol Ring', count: 1 };
    expect(T['reservation-cancelled'](data)).toBe('vera canceló la reserva de Sol Ring.');
    expect(T['reservation-cancelled']({ ...data, expired: true })).toBe(
      'Venció la reserva de Sol Ring con vera: no hubo respuesta a tiempo.',
    );
  });

  it('a match without a price of its own names none', () => {
    expect(T.match({ cardName: 'Opt', seller: 'ana', price: null })).toBe(
      'ana publicó Opt: está en tu lista de compra.',
    );
  });

  it('names a new wanted list after the search, within the 60 characters of a name', () => {
    expect(WANTED_TEXTS.defaultName(null)).toBe('Busco: mi búsqueda');
    expect(WANTED_TEXTS.defaultName('x'.repeat(80))).toHaveLength(60);
  });
});
