import type { ReservationSide } from '@mdc/shared';
import type { ReservationNotice } from '../notifications/index';
import type { Contact } from './mails';

/**
 * What a reservation notification keeps (modules/notifications): the other party's user name,
 * the card (or how many), and the reservations it shows on the recipient's side.
 */
export const reservationNotice = (
  other: Contact | undefined,
  side: ReservationSide,
  cards: string[],
  reservationIds: string[],
): ReservationNotice => ({
  other: other?.username ?? 'Un usuario',
  cardName: cards.length === 1 ? cards[0]! : null,
  count: cards.length,
  side,
  reservationIds,
});
