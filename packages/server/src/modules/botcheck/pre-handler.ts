import { BOT_CHECK_HEADER, type BotCheckAction } from '@mdc/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { verifyBotCheckToken } from './service';

/** preHandler for public writes: a solved challenge of `action` in `R-Token`, unless BOT_CHECK=off. */
export function requireBotCheck(action: BotCheckAction) {
  return async (request: FastifyRequest): Promise<void> => {
    const { config, db, clock } = request.server;
    if (!config.botCheck) return;
    const token = request.headers[BOT_CHECK_HEADER.toLowerCase()];
    if (typeof token !== 'string' || !token) throw AppError.of('botCheckMissing');
    await verifyBotCheckToken(db, token, { action, now: clock(), spend: true });
  };
}
