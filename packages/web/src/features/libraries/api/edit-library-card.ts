import { routes } from '@mdc/shared';
import type { EditLibraryCard } from '@mdc/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { kindOf, libraryKeys } from './library-paths';

/** PATCH /api/library/card or /api/library/buying/card: answers the card as stored. */
export const editLibraryCard = (buying: boolean, card: EditLibraryCard) =>
  callApi(routes.libraries[kindOf(buying)].editCard, { body: card });

export function useEditLibraryCard(buying: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: EditLibraryCard) => editLibraryCard(buying, card),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
