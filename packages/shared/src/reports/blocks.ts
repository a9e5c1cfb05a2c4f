import { z } from 'zod';

/**
 * Blocks (issue 20): `GET /api/blocks` lists whom the logged-in user blocked, newest first;
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
