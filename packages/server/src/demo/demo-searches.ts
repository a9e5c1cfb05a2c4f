import { mergeSearchItems } from '@mdc/shared';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { searches } from '../db/schema/index';
import { storeSearch } from '../modules/search/index';
import { readDeckList } from './demo-data';
import type { DemoSeller } from './demo-sellers';

/**
 * A demo account's 'Última búsqueda': the cards of the deck it wants (its buying library's real
 * deck list) with their copies, searched as a player would. Stored once: an account that already has a stored
 * search (an earlier run, or searches made while trying the demo) keeps its own.
 */
export async function ensureDemoSearch(
  db: Database,
  account: { id: string },
  seller: DemoSeller,
  now: Date,
): Promise<boolean> {
  const decks = seller.libraries
    .filter((plan) => plan.buying)
    .flatMap((plan) => plan.sources.flatMap((source) => ('deck' in source ? [source.deck] : [])));
  const items = mergeSearchItems(decks.flatMap((deck) => readDeckList(deck)));
  if (!items.length) return false;
  const [stored] = await db
    .select({ n: count() })
    .from(searches)
    .where(eq(searches.userId, account.id));
  if (stored!.n > 0) return false;
  await storeSearch(db, { userId: account.id, items, now });
  return true;
}
