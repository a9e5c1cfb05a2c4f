import type { AddWantedCards, AddWantedCardsResponse } from '@mdc/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/library/buying/wanted: the search's missing cards into a wanted list, alerts on. */
export const addWantedCards = (input: AddWantedCards) =>
  apiFetch<AddWantedCardsResponse>('/library/buying/wanted', { method: 'POST', body: input });

/** Every library list reloads after (their keys start with 'libraries'). */
export function useAddWantedCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWantedCards,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['libraries'] }),
  });
}
