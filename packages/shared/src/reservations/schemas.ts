import { z } from 'zod';
import { TRANSACTION_TYPES } from '../search/schemas';

/** Contracts of the reservation calls (spec §3 Reservation item sent, §7 POST /reservation). */

export const reservationItemSchema = z.object({
  cardId: z.string(),
  transactionType: z.enum(TRANSACTION_TYPES),
});
export type ReservationItem = z.infer<typeof reservationItemSchema>;
