import {
  BLOCK_MESSAGES,
  blockStateSchema,
  blocksResponseSchema,
  messageResponseSchema,
} from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, perUserPerMinute } from '../../lib/route-options';
import { currentUser } from '../sessions/index';
import { blockUser } from './block-user';
import { blockStateWith, listBlocks, unblockUser } from './blocks';

/** Blocks of the logged-in user: list, block, unblock; one's state with a user. */
const tags = ['blocks'];
const security: Record<string, string[]>[] = [{ cookie: [] }, { bearer: [] }];
const params = z.object({ user: z.string().trim().min(1).max(200) });

export const blockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blocks',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Whom the logged-in user blocked, newest first',
        security,
        response: { 200: blocksResponseSchema, ...errorResponses(401, 429) },
      },
      config: perUserPerMinute(120),
    },
    async (request) => ({ blocks: await listBlocks(app.db, currentUser(request).id) }),
  );

  app.get(
    '/blocks/:user',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'Whether a block stands between the logged-in user and a user: byYou, eitherWay (only they blocked) or none',
        security,
        params,
        response: { 200: blockStateSchema, ...errorResponses(400, 401, 404, 429) },
      },
      config: perUserPerMinute(120),
    },
    async (request) => ({
      block: await blockStateWith(app.db, currentUser(request).id, request.params.user),
    }),
  );

  app.put(
    '/blocks/:user',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'Block a user: neither sees the other’s cards nor can reserve from the other; the open reservations between them are cancelled',
        security,
        params,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: perUserPerMinute(30),
    },
    async (request) => {
      const user = await blockUser(
        app.db,
        currentUser(request).id,
        request.params.user,
        app.clock(),
        app.config.publicUrl,
      );
      return { message: BLOCK_MESSAGES.blocked(user) };
    },
  );

  app.delete(
    '/blocks/:user',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Lift a block',
        security,
        params,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: perUserPerMinute(30),
    },
    async (request) => {
      const user = await unblockUser(app.db, currentUser(request).id, request.params.user);
      return { message: BLOCK_MESSAGES.unblocked(user) };
    },
  );
};
