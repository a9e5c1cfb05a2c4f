import { z } from 'zod';
import {
  botCheckActionSchema,
  botCheckChallengeSchema,
  verifyBotCheckResponseSchema,
  verifyBotCheckSchema,
} from '../accounts/bot-check';
import { endpoint, errorAnswers } from './endpoint';
import { routes } from './routes';

const tags = ['bot check'];

/** The proof-of-work bot check (decision 004) that guards registration, login and deletions. */
export const botCheckApi = {
  challenge: endpoint({
    ...routes.botCheck.challenge,
    auth: 'none',
    limit: 'global',
    tags,
    summary: 'A proof-of-work challenge for one action (ALTCHA v2)',
    query: z.object({ action: botCheckActionSchema }),
    responses: { 200: botCheckChallengeSchema, ...errorAnswers(400) },
  }),
  verify: endpoint({
    ...routes.botCheck.verify,
    auth: 'none',
    limit: 'global',
    tags,
    summary: 'Checks a solved challenge without spending it',
    body: verifyBotCheckSchema,
    responses: { 200: verifyBotCheckResponseSchema, ...errorAnswers(400, 403) },
  }),
};
