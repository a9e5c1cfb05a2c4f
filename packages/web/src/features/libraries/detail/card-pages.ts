import { LIBRARY_PAGE_SIZE, normalizeCardName, type LibraryCard } from '@mdc/shared';

/**
 * The grid's filter and paging, as plain functions (the page stays in range,
 * docs/product/libraries.md#library-page).
 */

export function filterCardsByName(cards: LibraryCard[], filter: string): LibraryCard[] {
  const wanted = normalizeCardName(filter);
  if (!wanted) return cards;
  return cards.filter((card) => normalizeCardName(card.cardName).includes(wanted));
}

/** At least one page, so an empty library reads 'Página 1 de 1'. */
export const pageCount = (total: number) => Math.max(1, Math.ceil(total / LIBRARY_PAGE_SIZE));

export const clampPage = (page: number, pages: number) => Math.min(Math.max(1, page), pages);

export function pageOf<T>(items: T[], page: number): T[] {
  const start = (page - 1) * LIBRARY_PAGE_SIZE;
  return items.slice(start, start + LIBRARY_PAGE_SIZE);
}
