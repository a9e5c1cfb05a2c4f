import { routes } from '@mdc/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { kindOf, libraryKeys } from './library-paths';

/** DELETE /api/library/card/{id} or /api/library/buying/card/{id}. */
export const deleteLibraryCard = (buying: boolean, cardId: string) =>
  callApi(routes.libraries[kindOf(buying)].deleteCard, { params: { id: cardId } });

export function useDeleteLibraryCard(buying: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) => deleteLibraryCard(buying, cardId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
