import { APP_NAME } from '@mdc/shared';
import type { MailMessage } from '../mail/mailer';
import { renderMail } from '../mail/templates';

/** The reservation e-mails, in Spanish: to each seller, to the buyer, and on a cancellation. */

export interface Contact {
  username: string | null;
  email: string | null;
  phone: string | null;
  firstName: string | null;
}

export interface MailedCard {
  cardName: string;
  setName: string | null;
  foil: boolean;
  price: string;
  transactionType: 'sale' | 'trade';
}

const priceText = (price: string) => (price === 'ck' ? 'precio de referencia CK' : `USD ${price}`);

const cardLine = (card: MailedCard) =>
  `• ${card.cardName}${card.setName ? ` (${card.setName})` : ''}${card.foil ? ', foil' : ''} · ` +
  `${card.transactionType === 'sale' ? priceText(card.price) : 'para cambio'}`;

const contactLine = (contact: Contact) =>
  `${contact.username ?? 'Usuario'}: email ${contact.email ?? '—'}, teléfono ${contact.phone ?? '—'}`;

export function sellerReservationMail(
  seller: Contact & { email: string },
  buyer: Contact,
  cards: MailedCard[],
): MailMessage {
  return renderMail({
    to: seller.email,
    subject: `Te reservaron ${cards.length === 1 ? 'una carta' : `${cards.length} cartas`} en ${APP_NAME}`,
    greetingName: seller.firstName ?? seller.username ?? seller.email,
    paragraphs: [
      `${buyer.username ?? 'Un usuario'} reservó estas cartas de tus bibliotecas:`,
      ...cards.map(cardLine),
      `Contactalo para coordinar la entrega. ${contactLine(buyer)}.`,
    ],
    closing:
      'Cuando entregues una carta, confirmá la entrega en Reservas Recibidas: se descuenta de tu biblioteca.',
  });
}

export function buyerReservationMail(
  buyer: Contact & { email: string },
  sellers: { seller: Contact; cards: MailedCard[] }[],
): MailMessage {
  return renderMail({
    to: buyer.email,
    subject: `Tus reservas en ${APP_NAME}`,
    greetingName: buyer.firstName ?? buyer.username ?? buyer.email,
    paragraphs: [
      'Reservaste estas cartas. Contactá a cada vendedor para coordinar la entrega:',
      ...sellers.flatMap(({ seller, cards }) => [
        `${contactLine(seller)}.`,
        ...cards.map(cardLine),
      ]),
    ],
    closing: 'Podés ver y cancelar tus reservas en Reservas Realizadas.',
  });
}

/** Why reservations were cancelled; `expired` carries the days they waited for an answer. */
export type CancelReason =
  | 'cardRemoved'
  | 'accountDeleted'
  | 'cancelledByBuyer'
  | 'cancelledBySeller'
  | { expiredAfterDays: number };

function reasonText(reason: CancelReason): string {
  if (typeof reason === 'object') {
    return `pasaron ${reason.expiredAfterDays} días sin que el vendedor las respondiera`;
  }
  return {
    cardRemoved: 'el vendedor quitó la carta de su biblioteca',
    accountDeleted: 'la otra persona dio de baja su cuenta',
    cancelledByBuyer: 'el comprador las canceló',
    cancelledBySeller: 'el vendedor las canceló',
  }[reason];
}

export function cancellationMail(
  to: Contact & { email: string },
  counterpart: Contact,
  cardNames: string[],
  reason: CancelReason,
): MailMessage {
  return renderMail({
    to: to.email,
    subject: `Se cancelaron reservas en ${APP_NAME}`,
    greetingName: to.firstName ?? to.username ?? to.email,
    paragraphs: [
      `Se cancelaron tus reservas con ${counterpart.username ?? 'otro usuario'} porque ${reasonText(reason)}:`,
      ...cardNames.map((name) => `• ${name}`),
    ],
    closing: 'Podés buscar esas cartas en otras bibliotecas.',
  });
}
