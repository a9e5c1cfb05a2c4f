import { describe, expect, it } from 'vitest';
import { aReservation } from '../testing/reservation-data';
import {
  DEFAULT_FILTER,
  formatReservationDate,
  reservationRows,
  reservationTotal,
} from './reservation-rows';

const names = (rows: { cardName: string }[]) => rows.map((row) => row.cardName);

describe('reservationRows', () => {
  const rows = [
    aReservation({
      cardName: 'Sol Ring',
      name: 'Ana',
      email: 'ana@x.com',
      date: '2026-11-01T10:00:00Z',
    }),
    aReservation({
      cardName: 'Ragavan',
      name: 'José',
      email: 'jose@x.com',
      date: '2026-11-03T10:00:00Z',
      sold: true,
    }),
    aReservation({
      cardName: 'Tarmogoyf',
      name: 'Bea',
      email: 'BEA@y.com',
      date: '2026-11-02T10:00:00Z',
      price: 'ck',
    }),
  ];

  it('hides sold rows unless asked, newest first', () => {
    expect(names(reservationRows(rows, DEFAULT_FILTER))).toEqual(['Tarmogoyf', 'Sol Ring']);
    expect(names(reservationRows(rows, { ...DEFAULT_FILTER, showSold: true }))).toEqual([
      'Ragavan',
      'Tarmogoyf',
      'Sol Ring',
    ]);
  });

  it('searches card, name and e-mail, trimmed, any case or accent', () => {
    const find = (search: string) =>
      names(reservationRows(rows, { ...DEFAULT_FILTER, showSold: true, search }));
    expect(find('  SOL ')).toEqual(['Sol Ring']);
    expect(find('jose')).toEqual(['Ragavan']);
    expect(find('bea@Y')).toEqual(['Tarmogoyf']);
    expect(find('nadie')).toEqual([]);
  });

  it('sorts by price with ck as zero, both ways', () => {
    const byPrice = { ...DEFAULT_FILTER, sortBy: 'price' as const, direction: 'asc' as const };
    const priced = [aReservation({ cardName: 'A', price: '10.50' }), ...rows];
    expect(names(reservationRows(priced, byPrice))).toEqual(['Tarmogoyf', 'Sol Ring', 'A']);
    expect(names(reservationRows(priced, { ...byPrice, direction: 'desc' }))).toEqual([
      'A',
      'Sol Ring',
      'Tarmogoyf',
    ]);
  });
});

describe('reservationTotal', () => {
  it('adds dollars in cents and pesos apart; ck and cancelled rows add nothing', () => {
    const total = reservationTotal([
      aReservation({ price: '10.10' }),
      aReservation({ price: '0.20' }),
      aReservation({ price: 'ARS 15000' }),
      aReservation({ price: 'ck' }),
      aReservation({ price: '99.00', disabled: true }),
    ]);
    expect(total).toEqual({ usdCents: 1030, pesos: 15000, ckCount: 1 });
  });
});

describe('formatReservationDate', () => {
  it('writes dd/MM/yyyy HH:mm in local time', () => {
    const date = new Date(2026, 0, 5, 7, 3);
    expect(formatReservationDate(date.toISOString())).toBe('05/01/2026 07:03');
    expect(formatReservationDate('no es fecha')).toBe('');
  });
});
