import { routes } from '@mdc/shared';
import type { UpdateLibraryInput } from '@mdc/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { libraryKeys } from './library-paths';

/** PATCH /api/library: rename a library (and change its sale flags); answers the library. */
export const updateLibrary = (input: UpdateLibraryInput) =>
  callApi(routes.libraries.update, { body: input });

export function useUpdateLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLibrary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
