import type { ParsedReservationItems } from '@mdc/shared';
import type { Database } from '../../db/client';
import type { MailMessage } from '../mail/mailer';
import { enqueueMails } from '../mail/outbox';
import { hasEmail } from './contacts';
import {
  buyerReservationMail,
  sellerReservationMail,
  type Contact,
  type MailedCard,
} from './mails';
import type { LockedCard } from './reserve-cards';

/**
 * The mails of one reservation request, enqueued in its transaction: each seller once (the cards
 * and the buyer's contact), the buyer once (each seller's contact and cards). `contacts` holds
 * the buyer's and every seller's (read with the locked cards).
 */
export async function mailReservations(
  db: Database,
  buyerId: string,
  items: ParsedReservationItems,
  cards: Map<string, LockedCard>,
  contacts: Map<string, Contact>,
  now: Date,
): Promise<void> {
  const bySeller = new Map<string, MailedCard[]>();
  for (const item of items) {
    const card = cards.get(item.cardId)!;
    const list = bySeller.get(card.ownerId) ?? [];
    list.push({
      cardName: card.name,
      setName: card.setName,
      foil: card.foil,
      price: card.price,
      transactionType: item.transactionType,
    });
    bySeller.set(card.ownerId, list);
  }
  const buyer = contacts.get(buyerId)!;
  const messages: MailMessage[] = [];
  for (const [sellerId, sellerCards] of bySeller) {
    const seller = contacts.get(sellerId);
    if (hasEmail(seller)) messages.push(sellerReservationMail(seller, buyer, sellerCards));
  }
  if (hasEmail(buyer)) {
    const sellers = [...bySeller].map(([sellerId, sellerCards]) => ({
      seller: contacts.get(sellerId)!,
      cards: sellerCards,
    }));
    messages.push(buyerReservationMail(buyer, sellers));
  }
  await enqueueMails(db, messages, now);
}
