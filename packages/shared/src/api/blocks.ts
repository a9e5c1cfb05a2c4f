import { z } from 'zod';
import { messageResponseSchema } from '../accounts/responses';
import { blockStateSchema, blocksResponseSchema } from '../reports/blocks';
import { endpoint, errorAnswers, perUser } from './endpoint';
import { routes } from './routes';

const tags = ['blocks'];
const params = z.object({ user: z.string().trim().min(1).max(200) });

/** Blocks of the logged-in user (docs/product/trust-and-moderation.md#blocks): list, block, unblock, and one's state with a user. */
export const blocksApi = {
  list: endpoint({
    ...routes.blocks.list,
    auth: 'user',
    limit: perUser(120),
    tags,
    summary: 'Whom the logged-in user blocked, newest first',
    responses: { 200: blocksResponseSchema, ...errorAnswers(401, 429) },
  }),
  state: endpoint({
    ...routes.blocks.state,
    auth: 'user',
    limit: perUser(120),
    tags,
    summary:
      'Whether a block stands between the logged-in user and a user: byYou, eitherWay (only they blocked) or none',
    params,
    responses: { 200: blockStateSchema, ...errorAnswers(400, 401, 404, 429) },
  }),
  block: endpoint({
    ...routes.blocks.block,
    auth: 'user',
    limit: perUser(30),
    tags,
    summary:
      'Block a user: neither sees the other’s cards nor can reserve from the other; the open reservations between them are cancelled',
    params,
    responses: { 200: messageResponseSchema, ...errorAnswers(400, 401, 403, 404, 429) },
  }),
  unblock: endpoint({
    ...routes.blocks.unblock,
    auth: 'user',
    limit: perUser(30),
    tags,
    summary: 'Lift a block',
    params,
    responses: { 200: messageResponseSchema, ...errorAnswers(400, 401, 403, 404, 429) },
  }),
};
