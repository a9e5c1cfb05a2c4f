import { z } from 'zod';

/**
 * Blocks: `GET /api/blocks` lists whom the logged-in user blocked, newest first;
 * `PUT /api/blocks/{user}` blocks and `DELETE /api/blocks/{user}` unblocks (both answer
 * `{ message }`, and repeating either changes nothing).
 */
export const blockedUserSchema = z.object({
  user: z.string(),
  /** ISO date and time of the block. */
  blockedAt: z.string(),
});
export type BlockedUser = z.infer<typeof blockedUserSchema>;

export const blocksResponseSchema = z.object({ blocks: z.array(blockedUserSchema) });
export type BlocksResponse = z.infer<typeof blocksResponseSchema>;

/**
 * `GET /api/blocks/{user}`: whether a block stands between the logged-in user and
 * `user`. `byYou` when the reader blocked them (whatever they did), `eitherWay` when only the
 * other did: the blocked user is not told who blocked (docs/product/trust-and-moderation.md).
 */
export const BLOCK_STATES = ['none', 'byYou', 'eitherWay'] as const;
export const blockStateSchema = z.object({ block: z.enum(BLOCK_STATES) });
export type BlockState = z.infer<typeof blockStateSchema>['block'];
