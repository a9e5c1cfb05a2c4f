import {
  APP_NAME,
  linePriceText,
  MEETING_TEXTS,
  reservationsPath,
  type ReservationSide,
} from '@mdc/shared';
import { type MailMessage, renderMail } from '../mail/index';

/**
 * The reservation e-mails, in Spanish: to each seller and to the buyer of a reservation, to the
 * buyer when the seller confirms a delivery, and to the other party on a cancellation. Each links
 * to its reader's side of the reservations, showing the ones it speaks of.
 */

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

/**
 * Where a mail's link leads: the site (PUBLIC_URL), the reader's side, the reservations. No
 * link without the site's address (a caller that has none at hand: the mail names the screen).
 */
export interface MailLink {
  publicUrl: string | null;
  side: ReservationSide;
  reservationIds: readonly string[];
}

/**
 * A price in the currency the seller set ('USD 12.50', 'ARS 15.000'): a mail is kept, so it
 * states the deal, not an equivalent at a rate that will change (docs/product/notifications.md#pesos).
 */
const priceText = (price: string) => linePriceText(price, 'precio de referencia CK');

const cardLine = (card: MailedCard) =>
  `• ${card.cardName}${card.setName ? ` (${card.setName})` : ''}${card.foil ? ', foil' : ''} · ` +
  `${card.transactionType === 'sale' ? priceText(card.price) : 'para cambio'}`;

const contactLine = (contact: Contact) =>
  `${contact.username ?? 'Usuario'}: email ${contact.email ?? '—'}, teléfono ${contact.phone ?? '—'}`;

const greetingName = (to: Contact & { email: string }) => to.firstName ?? to.username ?? to.email;

/** The button to the reservations screen: the reader's own words for his side. */
function action({ publicUrl, side, reservationIds }: MailLink) {
  if (publicUrl === null) return undefined;
  const label =
    side === 'buyer'
      ? 'Ver mis reservas'
      : reservationIds.length === 1
        ? 'Ver la reserva'
        : 'Ver las reservas';
  return { label, link: `${publicUrl}${reservationsPath(side, reservationIds)}` };
}

/** A mail to one party, greeted by name, with the button to its side of the reservations. */
const partyMail = (
  to: Contact & { email: string },
  link: MailLink,
  texts: { subject: string; paragraphs: string[]; closing: string },
): MailMessage =>
  renderMail({ to: to.email, greetingName: greetingName(to), action: action(link), ...texts });

/** `meeting`: the line of the meeting the buyer proposes with the reservation, if any. */
export function sellerReservationMail(
  seller: Contact & { email: string },
  buyer: Contact,
  cards: MailedCard[],
  link: MailLink,
  meeting?: string,
): MailMessage {
  return partyMail(seller, link, {
    subject: `Te reservaron ${cards.length === 1 ? 'una carta' : `${cards.length} cartas`} en ${APP_NAME}`,
    paragraphs: [
      `${buyer.username ?? 'Un usuario'} reservó estas cartas de tus bibliotecas:`,
      ...cards.map(cardLine),
      ...(meeting ? [MEETING_TEXTS.proposal(buyer.username ?? 'El comprador', meeting)] : []),
      `Contactalo para coordinar la entrega. ${contactLine(buyer)}.`,
    ],
    closing:
      'Cuando entregues una carta, confirmá la entrega en Reservas Recibidas: se descuenta de tu biblioteca.',
  });
}

/** Each seller's `meeting`: the line of the meeting the buyer proposed to him, if any. */
export function buyerReservationMail(
  buyer: Contact & { email: string },
  sellers: { seller: Contact; cards: MailedCard[]; meeting?: string | undefined }[],
  link: MailLink,
): MailMessage {
  return partyMail(buyer, link, {
    subject: `Tus reservas en ${APP_NAME}`,
    paragraphs: [
      'Reservaste estas cartas. Contactá a cada vendedor para coordinar la entrega:',
      ...sellers.flatMap(({ seller, cards, meeting }) => [
        `${contactLine(seller)}.`,
        ...cards.map(cardLine),
        ...(meeting ? [MEETING_TEXTS.youProposed(meeting)] : []),
      ]),
    ],
    closing: 'Podés ver y cancelar tus reservas en Reservas Realizadas.',
  });
}

/** The seller confirmed the delivery of one reservation: its buyer is told. */
export function deliveryMail(
  buyer: Contact & { email: string },
  seller: Contact,
  card: MailedCard,
  link: MailLink,
): MailMessage {
  return partyMail(buyer, link, {
    subject: `Entrega confirmada en ${APP_NAME}`,
    paragraphs: [
      `${seller.username ?? 'El vendedor'} confirmó la entrega de esta carta:`,
      cardLine(card),
      `Si no la recibiste, contactalo. ${contactLine(seller)}.`,
    ],
    closing: 'La reserva figura como vendida en Reservas Realizadas.',
  });
}

/** Why reservations were cancelled; `expired` carries the days they waited for an answer. */
export type CancelReason =
  | 'cardRemoved'
  | 'accountDeleted'
  | 'accountSuspended'
  | 'blocked'
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
    accountSuspended: 'un moderador suspendió la cuenta de la otra persona',
    // Said the same to both: the blocked user is not told who blocked (docs/product/trust-and-moderation.md#blocks).
    blocked: 'uno de los dos bloqueó al otro',
    cancelledByBuyer: 'el comprador las canceló',
    cancelledBySeller: 'el vendedor las canceló',
  }[reason];
}

export function cancellationMail(
  to: Contact & { email: string },
  counterpart: Contact,
  cardNames: string[],
  reason: CancelReason,
  link: MailLink,
): MailMessage {
  return partyMail(to, link, {
    subject: `Se cancelaron reservas en ${APP_NAME}`,
    paragraphs: [
      `Se cancelaron tus reservas con ${counterpart.username ?? 'otro usuario'} porque ${reasonText(reason)}:`,
      ...cardNames.map((name) => `• ${name}`),
    ],
    closing:
      link.side === 'buyer'
        ? 'Podés buscar esas cartas en otras bibliotecas.'
        : 'Las cartas vuelven a estar disponibles en tu biblioteca.',
  });
}

/**
 * A meeting proposed (or proposed again) by one party: the other is told where and when, with
 * the button to his side of the reservations it is for.
 */
export function meetingProposalMail(
  to: Contact & { email: string },
  proposer: Contact,
  meeting: string,
  link: MailLink,
): MailMessage {
  return partyMail(to, link, {
    subject: MEETING_TEXTS.proposalSubject,
    paragraphs: [MEETING_TEXTS.proposal(proposer.username ?? 'La otra parte', meeting)],
    closing: `Aceptala o proponé otro lugar o día desde ${
      link.side === 'buyer' ? 'Reservas Realizadas' : 'Reservas Recibidas'
    }.`,
  });
}

/**
 * The meeting agreed: each party is told, with the event (`calendar`, calendar-invite.ts)
 * attached as encuentro.ics; a later agreement's event replaces it (the same UID).
 */
export function meetingAgreedMail(
  to: Contact & { email: string },
  other: Contact,
  meeting: string,
  link: MailLink,
  calendar: string,
): MailMessage {
  return {
    ...partyMail(to, link, {
      subject: MEETING_TEXTS.agreedSubject,
      paragraphs: [
        MEETING_TEXTS.agreedLine(meeting),
        `Te encontrás con ${other.username ?? 'la otra parte'}. ${contactLine(other)}.`,
      ],
      closing: 'El evento va adjunto (encuentro.ics): agregalo a tu calendario.',
    }),
    calendar,
  };
}
