import { routes } from '@mdc/shared';
import type { CreateLibraryInput } from '@mdc/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { libraryKeys } from './library-paths';

/** POST /api/library: a new sale or buying library; answers it with cardCount 0. */
export const createLibrary = (input: CreateLibraryInput) =>
  callApi(routes.libraries.create, { body: input });

export function useCreateLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLibrary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
