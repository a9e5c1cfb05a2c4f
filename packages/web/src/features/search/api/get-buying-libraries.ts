import type { Library, LibraryCardsResponse } from '@mdc/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * The user's buying libraries for 'Buscar con tus bibliotecas de compra'. The key starts with
 * 'libraries', so adding a library anywhere (its mutations invalidate that) reloads the panel.
 */
export const getBuyingLibraries = () => apiFetch<Library[]>('/library?buying=true');

export const buyingLibrariesQueryOptions = () =>
  queryOptions({ queryKey: ['libraries', 'list', 'buying'], queryFn: getBuyingLibraries });

export const useBuyingLibraries = () => useQuery(buyingLibrariesQueryOptions());

/** GET /api/library/buying/{id}: the library's wanted card names, each once, in its order. */
export async function getBuyingLibraryNames(libraryId: string): Promise<string[]> {
  const answer = await apiFetch<LibraryCardsResponse>(
    `/library/buying/${encodeURIComponent(libraryId)}`,
  );
  return [...new Set(answer.cards.map((card) => card.cardName))];
}
