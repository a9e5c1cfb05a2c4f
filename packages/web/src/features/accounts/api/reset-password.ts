import { BOT_CHECK_ACTIONS, type ResetPasswordPayload, routes } from '@mdc/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useBotCheck, type BotCheckHeaders } from './get-bot-check-headers';

/** POST /api/user/recover: the new password with the token of the recovery mail. */
export const resetPassword = (payload: ResetPasswordPayload, headers: BotCheckHeaders) =>
  callApi(routes.accounts.recover, { body: payload }, { headers });

export function useResetPassword() {
  const botCheck = useBotCheck();
  return useMutation({
    mutationFn: async (payload: ResetPasswordPayload) =>
      resetPassword(payload, await botCheck(BOT_CHECK_ACTIONS.modify)),
  });
}
