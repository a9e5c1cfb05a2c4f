import type { OlderResultItem } from '@mdc/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { libraries, userProfiles, users } from '../../db/schema/index';
import type { Offer } from './find-offers';
import { searchCards } from './search-cards';

/**
 * The older results page (spec §2, §3 Older search result item): a stored search run again.
 * The link may be shared, so a seller's phone and e-mail go only where DESIGN.md §5 allows
 * them: to the seller himself (his own offers). Everyone else gets '' and the 'Mox:' link leads
 * to the seller's public library (docs/decisions/016). Reservations may later open a seller's
 * contact to the buyers who reserved from him.
 */

interface ReaderContact {
  email: string;
  phone: string;
  libraryIds: Set<string>;
}

async function findReaderContact(db: Database, readerId: string): Promise<ReaderContact> {
  const [row] = await db
    .select({
      email: users.email,
      phone: userProfiles.phoneNumber,
      libraryIds: sql<string[]>`array(select ${libraries.id} from ${libraries}
                                     where ${libraries.ownerId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, readerId));
  return {
    email: row?.email ?? '',
    phone: row?.phone ?? '',
    libraryIds: new Set(row?.libraryIds ?? []),
  };
}

function toOlderResultItem(offer: Offer, reader: ReaderContact | null): OlderResultItem {
  const own = reader?.libraryIds.has(offer.libraryId) ?? false;
  return {
    cardName: offer.cardName,
    quantity: offer.quantity,
    ownerName: offer.ownerUser ?? '',
    ownerPhone: own ? reader!.phone : '',
    ownerEmail: own ? reader!.email : '',
    imageUrl: offer.images[0] ?? '',
    libraryId: offer.libraryId,
  };
}

export async function findOlderResults(
  db: Database,
  names: string[],
  readerId: string | null,
): Promise<OlderResultItem[]> {
  const { offers } = await searchCards(db, names);
  const reader = readerId ? await findReaderContact(db, readerId) : null;
  return offers.map((offer) => toOlderResultItem(offer, reader));
}
