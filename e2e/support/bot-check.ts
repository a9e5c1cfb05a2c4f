import { BOT_CHECK_HEADER, type BotCheckAction, type BotCheckChallenge } from '@mdc/shared';
import { expect, type APIRequestContext } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/**
 * The e2e server runs with the proof-of-work bot check on, as in production: an API call of a
 * guarded action (login, register, recovery, delete) carries a solved challenge, as the browser
 * sends it (decision 004; ≤ 0.2 s in Node).
 */
export async function botCheckHeaders(
  request: APIRequestContext,
  action: BotCheckAction,
): Promise<Record<string, string>> {
  const answer = await request.get(`/api/botcheck/challenge?${new URLSearchParams({ action })}`);
  expect(answer.status(), await answer.text()).toBe(200);
  const challenge = (await answer.json()) as BotCheckChallenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error(`could not solve the bot check of ${action}`);
  const token = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  return { [BOT_CHECK_HEADER]: token };
}
