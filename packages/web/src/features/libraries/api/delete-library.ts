import { routes } from '@mdc/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { libraryKeys } from './library-paths';

/** DELETE /api/library/{id}: the library and its cards. */
export const deleteLibrary = (libraryId: string) =>
  callApi(routes.libraries.delete, { params: { id: libraryId } });

export function useDeleteLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLibrary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
