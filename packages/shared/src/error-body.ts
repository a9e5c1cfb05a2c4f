import { z } from 'zod';

/**
 * The body of every error answer (codes and texts: error-codes.ts). Apart from the message
 * catalog, so a page that only reads the texts does not load zod. `requestId` is the request's
 * id, the answer's `X-Request-Id` too (docs/operations.md#request-ids): what a user quotes to
 * support.
 */
export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
  requestId: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
