import { BOT_CHECK_HEADER, type BotCheckAction, ACCOUNT_MESSAGES, routes } from '@mdc/shared';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { useCallback } from 'react';
import { ApiError, callApi } from '../../../lib/api-client';
import { clientConfigQueryOptions } from '../../../lib/client-config';

/**
 * The self-hosted bot check (docs/product/accounts-and-sessions.md#bot-check): an ALTCHA proof of
 * work solved in the browser for one action, sent as the `R-Token` header. Nothing is sent when the
 * server has it switched off.
 */
export type BotCheckHeaders = Record<string, string>;

/** GET /api/botcheck/challenge?action=: a fresh challenge; one solution serves one request. */
export const getBotCheckChallenge = (action: BotCheckAction) =>
  callApi(routes.botCheck.challenge, { query: { action } });

export async function getBotCheckHeaders(
  queryClient: QueryClient,
  action: BotCheckAction,
): Promise<BotCheckHeaders> {
  const config = await queryClient.fetchQuery(clientConfigQueryOptions());
  if (!config.botCheck) return {};
  const challenge = await getBotCheckChallenge(action);
  const solution = await solveChallenge({ challenge, deriveKey }).catch(() => null);
  if (!solution) throw new ApiError('BOT-000', 0, ACCOUNT_MESSAGES.botCheckFailure);
  return { [BOT_CHECK_HEADER]: btoa(JSON.stringify({ challenge, solution })) };
}

/** For mutation hooks: `const botCheck = useBotCheck(); … await botCheck(BOT_CHECK_ACTIONS.login)`. */
export function useBotCheck(): (action: BotCheckAction) => Promise<BotCheckHeaders> {
  const queryClient = useQueryClient();
  return useCallback((action) => getBotCheckHeaders(queryClient, action), [queryClient]);
}
