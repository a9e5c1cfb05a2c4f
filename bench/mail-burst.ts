// The mails of the mail benchmark (bench/mail.ts): what a burst of 4,000 reservation requests
// leaves in the outbox, written by the reservations module's own mail functions (each seller of
// a request once, the buyer once: modules/reservations/mail-reservations.ts), enqueued in one
// transaction so that they are due at once; and the tally of what reached the SMTP server.
import { randomUUID } from 'node:crypto';
import type { Database } from '../packages/server/src/db/client';
import { enqueueMails } from '../packages/server/src/modules/mail/index';
import type { MailMessage } from '../packages/server/src/modules/mail/index';
import {
  buyerReservationMail,
  sellerReservationMail,
  type Contact,
  type MailedCard,
} from '../packages/server/src/modules/reservations/index';
import type { CapturedMail } from '../packages/server/test/fakes/smtp-capture';

export const REQUESTS = 4000;
const SELLERS = 50;
const PUBLIC_URL = 'https://cartas.example';

const contact = (username: string): Contact & { email: string } => ({
  username,
  email: `${username}@example.com`,
  phone: '+54 9 11 5555-0000',
  firstName: null,
});

const card = (n: number): MailedCard => ({
  cardName: `Carta reservada ${n}`,
  setName: 'Dominaria United',
  foil: n % 5 === 0,
  price: `${(n % 40) + 1}.00`,
  transactionType: 'sale',
});

/** Request n: its buyer and one seller, or two for every other request (2.5 mails a request). */
function requestMails(n: number): MailMessage[] {
  const buyer = contact(`comprador${n}`);
  const sellers = Array.from({ length: 1 + (n % 2) }, (_, k) => {
    const cards = Array.from({ length: 1 + ((n + k) % 3) }, (_, c) => card(n + c));
    return {
      seller: contact(`vendedor${(n * 7 + k) % SELLERS}`),
      cards,
      ids: cards.map(() => randomUUID()),
    };
  });
  const link = (side: 'buyer' | 'seller', ids: string[]) => ({
    publicUrl: PUBLIC_URL,
    side,
    reservationIds: ids,
  });
  return [
    ...sellers.map(({ seller, cards, ids }) =>
      sellerReservationMail(seller, buyer, cards, link('seller', ids)),
    ),
    buyerReservationMail(
      buyer,
      sellers,
      link(
        'buyer',
        sellers.flatMap(({ ids }) => ids),
      ),
    ),
  ];
}

/** Enqueues the burst, a statement a request as the requests do, committed at once. */
export async function enqueueBurst(db: Database, now: Date): Promise<MailMessage[]> {
  const all: MailMessage[] = [];
  await db.transaction(async (tx) => {
    for (let n = 0; n < REQUESTS; n++) {
      const mails = requestMails(n);
      await enqueueMails(tx, mails, now);
      all.push(...mails);
    }
  });
  return all;
}

/** A mail's identity at the server: a copy sent twice has the same (its reservation ids). */
const keyOf = (to: string, subject: string, link: string) =>
  `${to.toLowerCase()} ${subject} ${link}`;

export function tally(expected: MailMessage[], received: CapturedMail[]) {
  const counts = new Map<string, number>();
  for (const mail of received) {
    const key = keyOf(mail.to.join(','), mail.subject, mail.links[0] ?? '');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const wanted = new Set(expected.map((mail) => keyOf(mail.to, mail.subject, mail.link)));
  let twice = 0;
  let unexpected = 0;
  for (const [key, count] of counts) {
    if (!wanted.has(key)) unexpected += count;
    else twice += count - 1;
  }
  const missing = [...wanted].filter((key) => !counts.has(key)).length;
  return { distinct: wanted.size, received: received.length, twice, missing, unexpected };
}
