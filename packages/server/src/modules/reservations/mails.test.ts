import { describe, expect, it } from 'vitest';
import {
  buyerReservationMail,
  cancellationMail,
  deliveryMail,
  sellerReservationMail,
  type MailLink,
} from './mails';

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
const SITE = 'https://cartas.example';
const ID_1 = '0b6f0a4e-1c2d-4e5f-8a9b-000000000001';
const ID_2 = '0b6f0a4e-1c2d-4e5f-8a9b-000000000002';
const toSeller: MailLink = { publicUrl: SITE, side: 'seller', reservationIds: [ID_1, ID_2] };
const toBuyer: MailLink = { publicUrl: SITE, side: 'buyer', reservationIds: [ID_1] };
const SALES_LINK = `${SITE}/dashboard?tab=sales&reservation=${ID_1},${ID_2}`;
const ORDERS_LINK = `${SITE}/dashboard?tab=my-orders&reservation=${ID_1}`;

describe('reservation mails', () => {
  it('tells the seller which cards, how to reach the buyer, and links to those reservations', () => {
    const mail = sellerReservationMail(ana, beto, [bolt, trade], toSeller);
    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toBe('Te reservaron 2 cartas en Mercado de Cartas');
    expect(mail.text).toContain('Hola Ana:');
    expect(mail.text).toContain(
      '• Lightning Bolt (Magic 2010), foil · USD 2.50\n\n• Opt · para cambio',
    );
    expect(mail.text).toContain('beto: email beto@example.com, teléfono —.');
    expect(mail.text).toContain(`Ver las reservas: ${SALES_LINK}`);
    expect(mail.html).toContain(
      `<a href="${SALES_LINK.replace('&', '&amp;')}">Ver las reservas</a>`,
    );
    expect(mail.link).toBe(SALES_LINK);
    const one = sellerReservationMail(ana, beto, [bolt], { ...toSeller, reservationIds: [ID_1] });
    expect(one.subject).toBe('Te reservaron una carta en Mercado de Cartas');
    expect(one.text).toContain(`Ver la reserva: ${SITE}/dashboard?tab=sales&reservation=${ID_1}`);
  });

  it('gives the buyer each seller with its cards and his reservations, and escapes HTML', () => {
    const mail = buyerReservationMail(
      beto,
      [{ seller: { ...ana, username: '<ana>' }, cards: [{ ...bolt, price: 'ck' }] }],
      toBuyer,
    );
    expect(mail.subject).toBe('Tus reservas en Mercado de Cartas');
    expect(mail.text).toContain('Hola beto:');
    expect(mail.text).toContain('<ana>: email ana@example.com, teléfono +54 11 1.');
    expect(mail.text).toContain('· precio de referencia CK');
    expect(mail.text).toContain(`Ver mis reservas: ${ORDERS_LINK}`);
    expect(mail.html).toContain('&lt;ana&gt;');
    expect(mail.html).not.toContain('<ana>');
  });

  it('tells the buyer that the seller confirmed the delivery', () => {
    const mail = deliveryMail(beto, ana, bolt, toBuyer);
    expect(mail.to).toBe('beto@example.com');
    expect(mail.subject).toBe('Entrega confirmada en Mercado de Cartas');
    expect(mail.text).toContain(
      'ana_vende confirmó la entrega de esta carta:\n\n• Lightning Bolt (Magic 2010), foil · USD 2.50',
    );
    expect(mail.text).toContain(
      'Si no la recibiste, contactalo. ana_vende: email ana@example.com, teléfono +54 11 1.',
    );
    expect(mail.text).toContain(`Ver mis reservas: ${ORDERS_LINK}`);
  });

  it('says why reservations were cancelled, linking to the reader’s side', () => {
    const mail = cancellationMail(beto, ana, ['Opt'], 'accountDeleted', toBuyer);
    expect(mail.subject).toBe('Se cancelaron reservas en Mercado de Cartas');
    expect(mail.text).toContain(
      'Se cancelaron tus reservas con ana_vende porque la otra persona dio de baja su cuenta:\n\n• Opt',
    );
    expect(mail.text).toContain(`Ver mis reservas: ${ORDERS_LINK}`);
    expect(mail.text).toContain('Podés buscar esas cartas en otras bibliotecas.');
    expect(cancellationMail(ana, beto, ['Opt'], { expiredAfterDays: 7 }, toSeller).text).toContain(
      'Se cancelaron tus reservas con beto porque pasaron 7 días sin que el vendedor las respondiera:',
    );
    expect(cancellationMail(beto, ana, ['Opt'], 'accountSuspended', toBuyer).text).toContain(
      'Se cancelaron tus reservas con ana_vende porque un moderador suspendió la cuenta de la otra persona:',
    );
    const toldSeller = cancellationMail(ana, beto, ['Opt'], 'cancelledByBuyer', toSeller);
    expect(toldSeller.text).toContain(
      'Se cancelaron tus reservas con beto porque el comprador las canceló:',
    );
    expect(toldSeller.text).toContain(`Ver las reservas: ${SALES_LINK}`);
    expect(toldSeller.text).toContain('Las cartas vuelven a estar disponibles en tu biblioteca.');
  });

  it('has no link when the site address is not at hand', () => {
    const mail = cancellationMail(beto, ana, ['Opt'], 'cardRemoved', {
      ...toBuyer,
      publicUrl: null,
    });
    expect(mail.text).not.toContain('http');
    expect(mail.html).not.toContain('<a ');
    expect(mail.link).toBe('');
  });
});
