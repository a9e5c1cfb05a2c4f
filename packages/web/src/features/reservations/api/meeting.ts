import { routes, type ProposeMeetingInput } from '@mdc/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/reservation-keys';

/**
 * A reservation's meeting (docs/product/meetings.md#the-meeting-inside-the-reservation): the
 * seller's places to choose from, a proposal by either party, the other's acceptance. Each change
 * reloads both lists: the meeting is on every reservation of the pair that it holds.
 */

/** GET /api/reservation/meeting/places: the seller's places, read when a proposal is written. */
export function useMeetingPlaces(reservationId: string) {
  return useQuery({
    queryKey: [...reservationKeys.all, 'meeting-places', reservationId],
    queryFn: () => callApi(routes.reservations.meetingPlaces, { query: { reservationId } }),
  });
}

/** POST /api/reservation/meeting: propose (again). */
export function useProposeMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProposeMeetingInput) =>
      callApi(routes.reservations.proposeMeeting, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  });
}

/** POST /api/reservation/meeting/accept: the party who did not propose agrees. */
export function useAcceptMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (meetingId: string) =>
      callApi(routes.reservations.acceptMeeting, { body: { meetingId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  });
}
