import { z } from 'zod';
import { sellerPlaceSchema } from '../places/seller-places';
import { reputationSchema } from '../reservations/reputation';
import { textField } from '../text-field';
import { SEARCH_MAX_NAMES } from './messages';

/**
 * `POST /search/sellers`: the records of the sellers a member's results show, by
 * user name, read apart from the search. The search's answer has no room for them: it is
 * ~60 KB compressed already, and 500 sellers' records add 3–6 KB however they are written
 * (`npm run bench:search`); the screen asks for the sellers it shows, at most a page's or a
 * best combination's (one seller per name at most).
 */
export const SEARCH_SELLERS_MAX = SEARCH_MAX_NAMES;

/** The body: user names, as the result cards carry them (`ownerUser`). */
export const searchSellersSchema = z
  .array(textField().min(1).max(200))
  .min(1)
  .max(SEARCH_SELLERS_MAX);

/** A seller's record and where he meets to trade (docs/product/meetings.md). */
export const sellerRecordSchema = reputationSchema.extend({ places: z.array(sellerPlaceSchema) });
export type SellerRecord = z.infer<typeof sellerRecordSchema>;

/** The answer: one record per name that is an account's, in no order; others are left out. */
export const searchSellersResponseSchema = z.array(sellerRecordSchema);
