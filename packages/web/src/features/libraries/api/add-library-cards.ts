import { routes } from '@mdc/shared';
import type { NewLibraryCard } from '@mdc/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { kindOf, libraryKeys } from './library-paths';

/**
 * POST /api/library/card or /api/library/buying/card: one card (the dialog) or up to 1000 (an
 * upload), all of one library; the same printing, condition, language and finish again updates it.
 */
export const addLibraryCards = (buying: boolean, cards: NewLibraryCard[]) =>
  callApi(routes.libraries[kindOf(buying)].addCards, { body: cards });

export function useAddLibraryCards(buying: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cards: NewLibraryCard[]) => addLibraryCards(buying, cards),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
