import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { cardsBase, libraryKeys } from './library-paths';

/** DELETE /api/library/card/{id} or /api/library/buying/card/{id}. */
export const deleteLibraryCard = (buying: boolean, cardId: string) =>
  apiFetch<null>(`${cardsBase(buying)}/card/${encodeURIComponent(cardId)}`, { method: 'DELETE' });

export function useDeleteLibraryCard(buying: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) => deleteLibraryCard(buying, cardId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
