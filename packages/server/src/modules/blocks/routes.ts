import { BLOCK_MESSAGES, blocksApi } from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../sessions/index';
import { blockUser } from './block-user';
import { blockStateWith, listBlocks, unblockUser } from './blocks';
import { route } from '../../lib/route';

/** Blocks of the logged-in user (docs/product/trust-and-moderation.md#blocks). */
export const blockRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, blocksApi.list, async (request) => ({
    blocks: await listBlocks(app.db, currentUser(request).id),
  }));

  route(app, blocksApi.state, async (request) => ({
    block: await blockStateWith(app.db, currentUser(request).id, request.params.user),
  }));

  route(app, blocksApi.block, async (request) => {
    const user = await blockUser(
      app.db,
      currentUser(request).id,
      request.params.user,
      app.clock(),
      app.config.publicUrl,
    );
    return { message: BLOCK_MESSAGES.blocked(user) };
  });

  route(app, blocksApi.unblock, async (request) => {
    const user = await unblockUser(app.db, currentUser(request).id, request.params.user);
    return { message: BLOCK_MESSAGES.unblocked(user) };
  });
};
