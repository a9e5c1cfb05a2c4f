import { BOT_CHECK_ACTIONS, type RegistrationPayload, routes } from '@mdc/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useBotCheck, type BotCheckHeaders } from './get-bot-check-headers';

/** POST /api/user: creates the account and sends the validation mail. */
export const registerUser = (payload: RegistrationPayload, headers: BotCheckHeaders) =>
  callApi(routes.accounts.register, { body: payload }, { headers });

export function useRegisterUser() {
  const botCheck = useBotCheck();
  return useMutation({
    mutationFn: async (payload: RegistrationPayload) =>
      registerUser(payload, await botCheck(BOT_CHECK_ACTIONS.register)),
  });
}
