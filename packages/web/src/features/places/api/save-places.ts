import { routes, type MeetingPlacesInput } from '@mdc/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** PUT /api/user/places: the whole list; answers it saved, each with its shared place's id. */
export const savePlaces = (places: MeetingPlacesInput) =>
  callApi(routes.places.saveMine, { body: places });

export function useSavePlaces() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlaces,
    // The profile (GET /api/user) carries the list; the cities' lists count its members.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['user'] }),
        queryClient.invalidateQueries({ queryKey: ['places'] }),
      ]),
  });
}
