import { BOT_CHECK_ACTIONS, routes } from '@mdc/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useBotCheck, type BotCheckHeaders } from './get-bot-check-headers';

/** GET /api/user/recover?email=: mails a link to set a new password. */
export const requestPasswordRecovery = (email: string, headers: BotCheckHeaders) =>
  callApi(routes.accounts.recoveryMail, { query: { email } }, { headers });

export function useRequestPasswordRecovery() {
  const botCheck = useBotCheck();
  return useMutation({
    mutationFn: async (email: string) =>
      requestPasswordRecovery(email, await botCheck(BOT_CHECK_ACTIONS.modify)),
  });
}
