import { z } from 'zod';
import { reputationSchema } from './reputation';
import { LIBRARY_MESSAGES } from '../libraries/constants';
import { uuidField } from '../libraries/schemas';
import { TRANSACTION_TYPES } from '../search/schemas';
import { RESERVATION_MAX_ITEMS, RESERVATION_MESSAGES as M } from './messages';
import { meetingChoicesSchema, reservationMeetingSchema } from './meeting-schemas';

/** Contracts of the reservation calls (docs/product/reservations.md#calls). */

export const reservationItemSchema = z.object({
  cardId: uuidField(LIBRARY_MESSAGES.cardIdInvalid),
  transactionType: z.enum(TRANSACTION_TYPES, { error: M.transactionTypeInvalid }),
});
export type ReservationItem = z.infer<typeof reservationItemSchema>;

/** The cards to reserve, all or none; a card twice is two copies. */
export const reservationItemsSchema = z
  .array(reservationItemSchema, { error: M.itemsInvalid })
  .min(1, M.itemsEmpty)
  .max(RESERVATION_MAX_ITEMS, M.itemsTooMany);
export type ParsedReservationItems = z.output<typeof reservationItemsSchema>;

/**
 * POST /reservation: the cards as a list (as always), or `{ cards, meetings }`: the cards and,
 * for some of their sellers, the meeting the buyer proposes (meeting-schemas.ts).
 */
export const createReservationsSchema = z.union(
  [
    reservationItemsSchema,
    z.object({ cards: reservationItemsSchema, meetings: meetingChoicesSchema }),
  ],
  {
    // A union's refusal says nothing of its own: the message of the form the body took (a list,
    // or an object with its cards), as the list alone answered before.
    error: (issue) => {
      if (issue.code !== 'invalid_union' || !('errors' in issue)) return undefined;
      const shaped = Array.isArray(issue.input)
        ? issue.errors[0]
        : issue.input && typeof issue.input === 'object' && 'cards' in issue.input
          ? issue.errors[1]
          : undefined;
      return shaped?.[0]?.message ?? M.itemsInvalid;
    },
  },
);
export type CreateReservationsInput = z.input<typeof createReservationsSchema>;
export type ParsedCreateReservations = z.output<typeof createReservationsSchema>;

/** GET /reservation?selling=true|false: as seller or as buyer. */
export const reservationListQuerySchema = z.object({
  selling: z.enum(['true', 'false'], { error: M.sellingInvalid }).transform((v) => v === 'true'),
});

const flag = z.boolean({ error: LIBRARY_MESSAGES.flagInvalid });

/** PATCH /reservation (docs/product/reservations.md#status-changes); a flag only goes to true. */
export const updateReservationSchema = z.object({
  reservationId: uuidField(M.reservationIdInvalid),
  responded: flag.optional(),
  sold: flag.optional(),
  disabled: flag.optional(),
});
export type ParsedUpdateReservation = z.output<typeof updateReservationSchema>;

/**
 * A reservation as listed (docs/product/reservations.md#calls). name, email and phone are the
 * counterpart's (the buyer's
 * for the seller, the seller's for the buyer); null once that account is erased. Card fields are
 * the card as it was when reserved.
 */
export const reservationSchema = z.object({
  reservationId: z.string(),
  cardId: z.string().nullable(),
  images: z.array(z.string()),
  cardName: z.string(),
  setName: z.string().nullable(),
  date: z.string(),
  price: z.string(),
  transactionType: z.enum(TRANSACTION_TYPES),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  sold: z.boolean(),
  responded: z.boolean(),
  disabled: z.boolean(),
  buyerNew: z.boolean(),
  sellerNew: z.boolean(),
  foil: z.boolean(),
  referenceId: z.string().nullable(),
  /** The other party's record as a trader: counts and month of joining. */
  reputation: reputationSchema.omit({ user: true }),
  /** The meeting of this reservation's buyer and seller, or null: none proposed yet. */
  meeting: reservationMeetingSchema.nullable(),
});
export type Reservation = z.infer<typeof reservationSchema>;
export const reservationsSchema = z.array(reservationSchema);

/**
 * The 409 of POST /reservation: nothing was reserved. `own`: the caller's own cards (RES-005,
 * whose message names them); `unavailable`: the other cards refused (taken, gone, not offered
 * that way: RES-001). Ids as sent, each once.
 */
export const reservationUnavailableSchema = z.object({
  code: z.string(),
  message: z.string(),
  unavailable: z.array(z.string()),
  own: z.array(z.string()),
  /** As in every error answer (errorBodySchema). */
  requestId: z.string(),
});
export type ReservationUnavailable = z.infer<typeof reservationUnavailableSchema>;
