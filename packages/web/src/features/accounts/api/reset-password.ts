import { BOT_CHECK_ACTIONS, type ResetPasswordPayload } from '@mdc/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useBotCheck, type BotCheckHeaders } from './get-bot-check-headers';

/** POST /api/user/recover: the new password with the token of the recovery mail. */
export const resetPassword = (payload: ResetPasswordPayload, headers: BotCheckHeaders) =>
  apiFetch<unknown>('/user/recover', { method: 'POST', body: payload, headers });

export function useResetPassword() {
  const botCheck = useBotCheck();
  return useMutation({
    mutationFn: async (payload: ResetPasswordPayload) =>
      resetPassword(payload, await botCheck(BOT_CHECK_ACTIONS.modify)),
  });
}
