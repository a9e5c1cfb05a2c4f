import { routes } from '@mdc/shared';
import type { AddWantedCards } from '@mdc/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/library/buying/wanted: the search's missing cards into a wanted list, alerts on. */
export const addWantedCards = (input: AddWantedCards) =>
  callApi(routes.libraries.addWanted, { body: input });

/** Every library list reloads after (their keys start with 'libraries'). */
export function useAddWantedCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWantedCards,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['libraries'] }),
  });
}
