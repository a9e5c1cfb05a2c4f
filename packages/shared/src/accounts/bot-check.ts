import { z } from 'zod';
import { ERRORS } from '../error-codes';
import { textField } from '../text-field';
import { HTTP_HEADERS } from './session';

/**
 * Bot check (ALTCHA protocol, v2 proof of work). The client gets a challenge from
 * `GET /api/botcheck/challenge?action=<action>`, solves it with altcha-lib's `solveChallenge`
 * (deriveKey of `altcha-lib/algorithms/web/sha` for the challenge's 'SHA-256' algorithm) and
 * sends `base64(JSON.stringify({ challenge, solution }))` in the `R-Token` header. One solution
 * serves one request of that action.
 */
export const BOT_CHECK_HEADER = HTTP_HEADERS.botCheck;
export const BOT_CHECK_ACTIONS = {
  login: 'search',
  register: 'register',
  modify: 'modify',
  delete: 'delete',
} as const;
const invalid = ERRORS.botCheckInvalid.message;
export const botCheckActionSchema = z.enum(BOT_CHECK_ACTIONS, { error: invalid });
export type BotCheckAction = z.infer<typeof botCheckActionSchema>;

/** An ALTCHA v2 challenge; `parameters` is signed as sent, so it passes through untouched. */
export const botCheckChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
  }),
  signature: z.string(),
});
export type BotCheckChallenge = z.infer<typeof botCheckChallengeSchema>;

/** POST /verify-recaptcha: checks a solution without spending it. */
export const verifyBotCheckSchema = z.object({
  token: textField({ error: invalid }).min(1, invalid).max(4000, invalid),
});
export const verifyBotCheckResponseSchema = z.object({
  success: z.literal(true),
  action: botCheckActionSchema,
});
