import type { EditLibraryCard, LibraryCard } from '@mdc/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { cardsBase, libraryKeys } from './library-paths';

/** PATCH /api/library/card or /api/library/buying/card: answers the card as stored. */
export const editLibraryCard = (buying: boolean, card: EditLibraryCard) =>
  apiFetch<LibraryCard>(`${cardsBase(buying)}/card`, { method: 'PATCH', body: card });

export function useEditLibraryCard(buying: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: EditLibraryCard) => editLibraryCard(buying, card),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
