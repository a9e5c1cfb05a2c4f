import { z } from 'zod';
import { errorBodySchema } from '../error-body';
import {
  createReservationsSchema,
  reservationListQuerySchema,
  reservationSchema,
  reservationsSchema,
  reservationUnavailableSchema,
  updateReservationSchema,
} from '../reservations/schemas';
import { reputationSchema } from '../reservations/reputation';
import {
  acceptMeetingSchema,
  meetingPlacesQuerySchema,
  proposeMeetingSchema,
  reservationMeetingSchema,
} from '../reservations/meeting-schemas';
import { sellerPlaceSchema } from '../places/seller-places';
import { endpoint, errorAnswers, perAddress, perUser } from './endpoint';
import { routes } from './routes';

const tags = ['reservations'];

/**
 * The reservation calls (docs/product/reservations.md#calls): reserve cards (all or none), the
 * user's reservations as seller or buyer, and their status changes. A reservation is visible and
 * changeable by its buyer and its seller only.
 */
export const reservationsApi = {
  reserve: endpoint({
    ...routes.reservations.reserve,
    auth: 'user',
    limit: perUser(30),
    tags,
    summary: 'Reserve cards: all of them, or none (409 lists the unavailable ones)',
    description:
      "The body is the list of cards, or { cards, meetings }: with a meeting proposed to some of their sellers (one of that seller's places, a day within the next 30 on its weekdays); a refused meeting (409 MTG-…) reserves nothing.",
    body: createReservationsSchema,
    responses: {
      201: reservationsSchema,
      // RES-001/RES-005 list the cards; RES-006 (too many sellers) is a plain error body.
      409: reservationUnavailableSchema.or(errorBodySchema),
      ...errorAnswers(400, 401, 403, 429),
    },
  }),
  list: endpoint({
    ...routes.reservations.list,
    auth: 'user',
    limit: perAddress(240),
    tags,
    summary: "The user's reservations as seller (?selling=true) or as buyer (?selling=false)",
    description:
      'buyerNew / sellerNew answer as they were; the listed side is then marked as seen.',
    query: reservationListQuerySchema,
    responses: { 200: reservationsSchema, ...errorAnswers(400, 401, 429) },
  }),
  update: endpoint({
    ...routes.reservations.update,
    auth: 'user',
    limit: perUser(120),
    tags,
    summary: 'Confirm delivery (sold), cancel (disabled) or mark responded',
    body: updateReservationSchema,
    responses: { 200: reservationSchema, ...errorAnswers(400, 401, 403, 404, 409, 429) },
  }),
  proposeMeeting: endpoint({
    ...routes.reservations.proposeMeeting,
    auth: 'user',
    limit: perUser(30),
    tags,
    summary: "Propose where and when to meet: the pair's meeting, made or proposed again",
    description:
      "Either party of the reservation; the place is one of the seller's, the day within the next 30 (Argentina) on the place's weekdays. The other party is mailed.",
    body: proposeMeetingSchema,
    responses: { 200: reservationMeetingSchema, ...errorAnswers(400, 401, 403, 404, 409, 429) },
  }),
  acceptMeeting: endpoint({
    ...routes.reservations.acceptMeeting,
    auth: 'user',
    limit: perUser(30),
    tags,
    summary: 'Accept the last proposal: the party who did not make it; both are mailed the event',
    body: acceptMeetingSchema,
    responses: { 200: reservationMeetingSchema, ...errorAnswers(400, 401, 403, 404, 409, 429) },
  }),
  meetingPlaces: endpoint({
    ...routes.reservations.meetingPlaces,
    auth: 'user',
    limit: perUser(120),
    tags,
    summary: "The seller's meeting places, for the two parties of a reservation",
    query: meetingPlacesQuerySchema,
    responses: { 200: z.array(sellerPlaceSchema), ...errorAnswers(400, 401, 403, 404, 429) },
  }),
  reputation: endpoint({
    ...routes.reservations.reputation,
    auth: 'none',
    limit: perAddress(240),
    tags,
    summary: "An account's record as a trading party (public: counts, never a contact)",
    params: z.object({ user: z.string().max(200) }),
    responses: { 200: reputationSchema, ...errorAnswers(400, 404, 429) },
  }),
};
