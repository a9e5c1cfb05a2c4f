import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { libraryKeys } from './library-paths';

/** DELETE /api/library/{id}: the library and its cards. */
export const deleteLibrary = (libraryId: string) =>
  apiFetch<null>(`/library/${encodeURIComponent(libraryId)}`, { method: 'DELETE' });

export function useDeleteLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLibrary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
