import { normalizeCardName, type NameSuggestion } from '@mdc/shared';
import type { Database } from '../../db/client';
import { suggestForFirstUnmatched } from '../catalog/index';

/**
 * '¿Quisiste decir …?': close catalog names for the searched names the catalog does
 * not know, as the import's review offers them. A name the catalog knows but nobody lists gets
 * none: it is spelled right. The catalog bounds the cost (a few ms for each of the first 10
 * unknown names); a search without typos costs nothing more.
 */
export async function suggestNames(db: Database, unknown: string[]): Promise<NameSuggestion[]> {
  if (unknown.length === 0) return [];
  const found = await suggestForFirstUnmatched(db, unknown);
  return unknown.flatMap((name) => {
    const key = normalizeCardName(name);
    const closeNames = (found.get(key) ?? [])
      .map((card) => card.name)
      .filter((close) => normalizeCardName(close) !== key);
    return closeNames.length > 0 ? [{ name, closeNames }] : [];
  });
}
