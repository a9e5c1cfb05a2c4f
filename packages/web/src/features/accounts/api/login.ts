import { BOT_CHECK_ACTIONS, type LoginPayload, routes } from '@mdc/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { refreshSessionState } from '../../../lib/session';
import { useBotCheck, type BotCheckHeaders } from './get-bot-check-headers';

/** POST /api/login: the server answers with the session cookies; the page only re-reads them. */
export const login = (payload: LoginPayload, headers: BotCheckHeaders) =>
  callApi(routes.login.login, { body: payload }, { headers });

export function useLogin() {
  const queryClient = useQueryClient();
  const botCheck = useBotCheck();
  return useMutation({
    mutationFn: async (payload: LoginPayload) =>
      login(payload, await botCheck(BOT_CHECK_ACTIONS.login)),
    onSuccess: () => {
      // Whatever was cached belongs to no one or to a previous user.
      queryClient.removeQueries({ queryKey: ['user'] });
      refreshSessionState();
    },
  });
}
