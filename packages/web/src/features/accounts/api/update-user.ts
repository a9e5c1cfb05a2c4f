import { routes } from '@mdc/shared';
import type { ProfileUpdate } from '@mdc/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** PATCH /api/user: profile fields, or the terms acceptance `{ tycAccepted: true }`; answers the profile. */
export const updateUser = (changes: ProfileUpdate) =>
  callApi(routes.accounts.update, { body: changes });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    // The profile and the consent status both live under ['user'].
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user'] }),
  });
}
