import { z } from 'zod';
import { memberPlaceSchema } from './schemas';

/**
 * A seller's meeting point as buyers read it (the sellers' records of a search, the public
 * library's header): his place with its province's and city's names (null where the server's
 * lists do not know the id).
 */
export const sellerPlaceSchema = memberPlaceSchema.extend({
  region: z.string().nullable(),
  city: z.string().nullable(),
});
export type SellerPlace = z.infer<typeof sellerPlaceSchema>;
