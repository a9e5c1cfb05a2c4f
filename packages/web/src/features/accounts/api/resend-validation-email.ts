import { BOT_CHECK_ACTIONS, routes } from '@mdc/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useBotCheck, type BotCheckHeaders } from './get-bot-check-headers';

/** GET /api/user/resend/{email}: sends the validation mail again. */
export const resendValidationEmail = (email: string, headers: BotCheckHeaders) =>
  callApi(routes.accounts.resendConfirmation, { params: { email } }, { headers });

export function useResendValidationEmail() {
  const botCheck = useBotCheck();
  return useMutation({
    mutationFn: async (email: string) =>
      resendValidationEmail(email, await botCheck(BOT_CHECK_ACTIONS.modify)),
  });
}
