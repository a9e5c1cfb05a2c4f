import { describe, expect, it } from 'vitest';
import { newestFirst, toReservation, type ReservationRow } from './reservation-view';

const at = new Date('2026-11-23T12:00:00.000Z');
const row = (id: string, createdAt = at): ReservationRow => ({
  id,
  cardId: '11111111-1111-4111-8111-111111111111',
  libraryId: '22222222-2222-4222-8222-222222222222',
  buyerId: '33333333-3333-4333-8333-333333333333',
  sellerId: '44444444-4444-4444-8444-444444444444',
  transactionType: 'sale',
  cardName: 'Lightning Bolt',
  setName: 'Magic 2010',
  imageUrls: ['https://img.example/bolt.jpg'],
  price: '2.50',
  foil: true,
  referenceId: null,
  responded: false,
  sold: false,
  disabled: false,
  buyerNew: true,
  sellerNew: true,
  createdAt,
  updatedAt: createdAt,
  soldAt: null,
  cancelledAt: null,
  cancelledBy: null,
  meetingId: null,
});

describe('reservation view', () => {
  it('sorts as `order by created_at desc, id desc` (uuid bytes: digits before a–f)', () => {
    const rows = [
      row('9fffffff-ffff-4fff-8fff-ffffffffffff'),
      row('a0000000-0000-4000-8000-000000000000'),
      row('00000000-0000-4000-8000-000000000001', new Date('2026-11-23T12:00:00.001Z')),
      row('a0000000-0000-4000-8000-00000000000b'),
    ];
    expect(rows.sort(newestFirst).map((r) => r.id)).toEqual([
      '00000000-0000-4000-8000-000000000001',
      'a0000000-0000-4000-8000-00000000000b',
      'a0000000-0000-4000-8000-000000000000',
      '9fffffff-ffff-4fff-8fff-ffffffffffff',
    ]);
  });

  it('answers the row with the counterpart contact and reputation', () => {
    const id = '55555555-5555-4555-8555-555555555555';
    const contact = { username: 'ana_vende', email: 'ana@example.com', phone: null };
    const reputation = {
      deliveries: 23,
      purchases: 4,
      cancellations: 1,
      expirations: 0,
      memberSince: '2025-03',
    };
    expect(toReservation(row(id), contact, reputation)).toEqual({
      reservationId: id,
      cardId: '11111111-1111-4111-8111-111111111111',
      images: ['https://img.example/bolt.jpg'],
      cardName: 'Lightning Bolt',
      setName: 'Magic 2010',
      date: '2026-11-23T12:00:00.000Z',
      price: '2.50',
      transactionType: 'sale',
      name: 'ana_vende',
      email: 'ana@example.com',
      phone: null,
      sold: false,
      responded: false,
      disabled: false,
      buyerNew: true,
      sellerNew: true,
      foil: true,
      referenceId: null,
      reputation,
      meeting: null,
    });
  });
});
