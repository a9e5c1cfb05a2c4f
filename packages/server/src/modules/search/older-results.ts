import type { OlderResultItem } from '@mdc/shared';
import { eq } from 'drizzle-orm';
import { anyOf, type Database } from '../../db/client';
import { libraries } from '../../db/schema/index';
import { accountsView } from '../accounts/index';
import { findSellersReservedFrom } from '../reservations/index';
import type { Offer } from './find-offers';
import { searchCards } from './search-cards';

/**
 * The older results page (docs/product/search.md#older-results-page): a stored search run again,
 * without the offers of users blocked either way with the reader (find-offers.ts notBlocked).
 * The link may be shared, so a seller's phone and e-mail go only to the seller himself (his own
 * offers) and to a reader with a live deal with him (pending, answered, or delivered in the
 * last 30 days: reservations/contact-window.ts). Everyone else gets '' and the 'Mox:' link
 * leads to the seller's public library (docs/decisions/016). The offers' owners are read from
 * the libraries table beside the offers' own statement (find-offers.ts), their contacts through
 * accounts' view (scripts/module-owners.mjs lists it).
 */

interface Contact {
  email: string;
  phone: string;
}

/** The contacts the reader may see, by library: his own and his sellers'. Two queries a page. */
async function findVisibleContacts(
  db: Database,
  readerId: string,
  libraryIds: string[],
  now: Date,
): Promise<Map<string, Contact>> {
  if (!libraryIds.length) return new Map();
  const owner = accountsView('owner');
  const owners = await db
    .select({
      libraryId: libraries.id,
      ownerId: libraries.ownerId,
      email: owner.email,
      phone: owner.phoneNumber,
    })
    .from(libraries)
    .innerJoin(owner, eq(owner.id, libraries.ownerId))
    .where(anyOf(libraries.id, [...new Set(libraryIds)]));
  const others = owners.map((owner) => owner.ownerId).filter((id) => id !== readerId);
  const sellers = await findSellersReservedFrom(db, readerId, others, now);
  return new Map(
    owners
      .filter((owner) => owner.ownerId === readerId || sellers.has(owner.ownerId))
      .map((owner) => [owner.libraryId, { email: owner.email ?? '', phone: owner.phone ?? '' }]),
  );
}

function toOlderResultItem(offer: Offer, contacts: Map<string, Contact>): OlderResultItem {
  const contact = contacts.get(offer.libraryId);
  return {
    cardName: offer.cardName,
    quantity: offer.quantity,
    ownerName: offer.ownerUser ?? '',
    ownerPhone: contact?.phone ?? '',
    ownerEmail: contact?.email ?? '',
    imageUrl: offer.images[0] ?? '',
    libraryId: offer.libraryId,
  };
}

export async function findOlderResults(
  db: Database,
  names: string[],
  readerId: string | null,
  now: Date,
): Promise<OlderResultItem[]> {
  const offers = await searchCards(db, names, readerId);
  const contacts = readerId
    ? await findVisibleContacts(
        db,
        readerId,
        offers.map((offer) => offer.libraryId),
        now,
      )
    : new Map<string, Contact>();
  return offers.map((offer) => toOlderResultItem(offer, contacts));
}
