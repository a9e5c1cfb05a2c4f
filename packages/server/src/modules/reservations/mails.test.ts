import { describe, expect, it } from 'vitest';
import { buyerReservationMail, cancellationMail, sellerReservationMail } from './mails';

const ana = {
  username: 'ana_vende',
  email: 'ana@example.com',
  phone: '+54 11 1',
  firstName: 'Ana',
};
const beto = { username: 'beto', email: 'beto@example.com', phone: null, firstName: null };
const bolt = {
  cardName: 'Lightning Bolt',
  setName: 'Magic 2010',
  foil: true,
  price: '2.50',
  transactionType: 'sale' as const,
};
const trade = {
  ...bolt,
  cardName: 'Opt',
  setName: null,
  foil: false,
  transactionType: 'trade' as const,
};

describe('reservation mails', () => {
  it('tells the seller which cards and how to reach the buyer', () => {
    const mail = sellerReservationMail(ana, beto, [bolt, trade]);
    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toBe('Te reservaron 2 cartas en Mercado de Cartas');
    expect(mail.text).toContain('Hola Ana:');
    expect(mail.text).toContain(
      '• Lightning Bolt (Magic 2010), foil · USD 2.50\n\n• Opt · para cambio',
    );
    expect(mail.text).toContain('beto: email beto@example.com, teléfono —.');
  });

  it('gives the buyer each seller with its cards, and escapes HTML', () => {
    const mail = buyerReservationMail(beto, [
      { seller: { ...ana, username: '<ana>' }, cards: [{ ...bolt, price: 'ck' }] },
    ]);
    expect(mail.subject).toBe('Tus reservas en Mercado de Cartas');
    expect(mail.text).toContain('Hola beto:');
    expect(mail.text).toContain('<ana>: email ana@example.com, teléfono +54 11 1.');
    expect(mail.text).toContain('· precio de referencia CK');
    expect(mail.html).toContain('&lt;ana&gt;');
    expect(mail.html).not.toContain('<ana>');
  });

  it('says why reservations were cancelled', () => {
    const mail = cancellationMail(beto, ana, ['Opt'], 'accountDeleted');
    expect(mail.text).toContain(
      'Se cancelaron tus reservas con ana_vende porque la otra persona dio de baja su cuenta:\n\n• Opt',
    );
    expect(cancellationMail(ana, beto, ['Opt'], { expiredAfterDays: 7 }).text).toContain(
      'Se cancelaron tus reservas con beto porque pasaron 7 días sin que el vendedor las respondiera:',
    );
    expect(cancellationMail(ana, beto, ['Opt'], 'cancelledByBuyer').text).toContain(
      'Se cancelaron tus reservas con beto porque el comprador las canceló:',
    );
  });
});
