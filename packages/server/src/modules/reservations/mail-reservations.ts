import type { Database } from '../../db/client';
import { enqueueMails, type MailMessage } from '../mail/index';
import { addNotifications } from '../notifications/index';
import { hasEmail } from './contacts';
import {
  buyerReservationMail,
  sellerReservationMail,
  type Contact,
  type MailedCard,
} from './mails';
import { reservationNotice } from './notices';
import type { ReservationRow } from './reservation-view';

/**
 * The mails of one reservation request, enqueued in its transaction: each seller once (the cards
 * and the buyer's contact, a link to those reservations among his received ones), the buyer once
 * (each seller's contact and cards, a link to them among his reservations); each seller's bell
 * too. `contacts` holds the
 * buyer's and every seller's (read with the locked cards).
 */
export async function mailReservations(
  db: Database,
  buyerId: string,
  created: ReservationRow[],
  contacts: Map<string, Contact>,
  publicUrl: string | null,
  now: Date,
  meetingLines: ReadonlyMap<string, string> = new Map(),
): Promise<void> {
  const bySeller = new Map<string, { cards: MailedCard[]; ids: string[] }>();
  for (const row of created) {
    const group = bySeller.get(row.sellerId) ?? { cards: [], ids: [] };
    group.cards.push(row);
    group.ids.push(row.id);
    bySeller.set(row.sellerId, group);
  }
  const buyer = contacts.get(buyerId)!;
  const messages: MailMessage[] = [];
  for (const [sellerId, { cards, ids }] of bySeller) {
    const seller = contacts.get(sellerId);
    const link = { publicUrl, side: 'seller', reservationIds: ids } as const;
    if (hasEmail(seller)) {
      const meeting = meetingLines.get(sellerId);
      messages.push(sellerReservationMail(seller, buyer, cards, link, meeting));
    }
  }
  if (hasEmail(buyer)) {
    const sellers = [...bySeller].map(([sellerId, { cards }]) => ({
      seller: contacts.get(sellerId)!,
      cards,
      meeting: meetingLines.get(sellerId),
    }));
    const reservationIds = created.map((row) => row.id);
    messages.push(
      buyerReservationMail(buyer, sellers, { publicUrl, side: 'buyer', reservationIds }),
    );
  }
  await enqueueMails(db, messages, now);
  // Each seller's bell says who reserved what (modules/notifications).
  await addNotifications(
    db,
    [...bySeller].map(([sellerId, { cards, ids }]) => ({
      userId: sellerId,
      kind: 'reservation-received' as const,
      data: reservationNotice(
        buyer,
        'seller',
        cards.map((card) => card.cardName),
        ids,
      ),
    })),
    now,
  );
}
