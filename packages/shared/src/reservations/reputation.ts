import { z } from 'zod';
import { sellerPlaceSchema } from '../places/seller-places';

/**
 * An account's record as a trading party, public: the user name, the counts kept by
 * the server as reservations change, and the month the account was made ('2025-03'). Never a
 * contact.
 */
export const reputationSchema = z.object({
  user: z.string(),
  /** Deliveries the account confirmed as seller. */
  deliveries: z.number().int(),
  /** Purchases delivered to the account as buyer. */
  purchases: z.number().int(),
  /** Answered reservations the account cancelled. */
  cancellations: z.number().int(),
  /** Reservations that expired unanswered with the account as seller. */
  expirations: z.number().int(),
  memberSince: z.string(),
});
export type Reputation = z.infer<typeof reputationSchema>;

/**
 * Whose library it is: the owner's user name, province and city, record, and where he meets to
 * trade (his meeting points, in his order); never a contact.
 */
export const libraryOwnerSchema = reputationSchema.extend({
  region: z.string().nullable(),
  city: z.string().nullable(),
  places: z.array(sellerPlaceSchema),
});
export type LibraryOwner = z.infer<typeof libraryOwnerSchema>;
