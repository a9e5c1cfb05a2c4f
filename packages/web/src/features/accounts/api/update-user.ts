import type { ProfileUpdate, UserProfile } from '@mdc/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** PATCH /api/user: profile fields, or the terms acceptance `{ tycAccepted: true }`; answers the profile. */
export const updateUser = (changes: ProfileUpdate) =>
  apiFetch<UserProfile>('/user', { method: 'PATCH', body: changes });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    // The profile and the consent status both live under ['user'].
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user'] }),
  });
}
