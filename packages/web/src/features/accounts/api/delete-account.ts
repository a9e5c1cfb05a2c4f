import { BOT_CHECK_ACTIONS, type DeleteAccountPayload, routes } from '@mdc/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';
import { useBotCheck, type BotCheckHeaders } from './get-bot-check-headers';

/** POST /api/user/delete: disables the account at once; its data is erased later. */
export const deleteAccount = (payload: DeleteAccountPayload, headers: BotCheckHeaders) =>
  callApi(routes.accounts.delete, { body: payload }, { headers });

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const botCheck = useBotCheck();
  return useMutation({
    mutationFn: async (payload: DeleteAccountPayload) =>
      deleteAccount(payload, await botCheck(BOT_CHECK_ACTIONS.delete)),
    // The server ended every session of the account; this browser forgets its own.
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ['user'] });
      clearSession();
    },
  });
}
