import { z } from 'zod';

/**
 * The body of every error answer (codes and texts: error-codes.ts). Apart from the message
 * catalog, so a page that only reads the texts does not load zod.
 */
export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
