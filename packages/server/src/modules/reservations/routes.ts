import {
  createReservationsSchema,
  ERRORS,
  errorBodySchema,
  reservationListQuerySchema,
  reservationSchema,
  reservationsSchema,
  RESERVATION_MESSAGES,
  reservationUnavailableSchema,
  reputationSchema,
  updateReservationSchema,
  type ReservationUnavailable,
} from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponses,
  perMinute,
  perUserPerMinute,
  unvalidatedSerializer,
} from '../../lib/route-options';
import { z } from 'zod';
import { AppError } from '../../errors';
import { currentUser } from '../sessions/index';
import { listReservations, markListSeen } from './list-reservations';
import { findReputation } from './reputation';
import { reserveCards, type Refusal } from './reserve-cards';
import { updateReservation } from './update-reservation';

const security: Record<string, string[]>[] = [{ cookie: [] }, { bearer: [] }];

/** RES-005 naming the buyer's own cards when there are any (the truth first), else RES-001. */
function refusalBody(
  { own, ownNames, unavailable }: Refusal,
  requestId: string,
): ReservationUnavailable {
  if (own.length) {
    const { code } = ERRORS.reservationOwnCards;
    const message = RESERVATION_MESSAGES.ownCards(ownNames);
    return { code, message, own, unavailable, requestId };
  }
  const { code, message } = ERRORS.reservationUnavailable;
  return { code, message, own, unavailable, requestId };
}
const tags = ['reservations'];

/**
 * The reservation calls (docs/product/reservations.md#calls): reserve cards (all or none), the
 * user's reservations as seller or buyer, and their status changes. Logged-in users only; a
 * reservation is visible and changeable by its buyer and its seller only.
 */
export const reservationRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.clock();
  const { publicUrl } = app.config;

  app.post(
    '/reservation',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Reserve cards: all of them, or none (409 lists the unavailable ones)',
        security,
        body: createReservationsSchema,
        response: {
          201: reservationsSchema,
          // RES-001/RES-005 list the cards; RES-006 (too many sellers) is a plain error body.
          409: reservationUnavailableSchema.or(errorBodySchema),
          ...errorResponses(400, 401, 403, 429),
        },
      },
      // The answer is built field by field from typed rows (toReservation).
      serializerCompiler: unvalidatedSerializer,
      config: perUserPerMinute(30),
    },
    async (request, reply) => {
      const result = await reserveCards(
        app.db,
        currentUser(request).id,
        request.body,
        now(),
        publicUrl,
        app.config.reservationLimits,
      );
      if (result.refused) return reply.status(409).send(refusalBody(result.refused, request.id));
      return reply.status(201).send(result.reserved);
    },
  );

  app.get(
    '/reservation',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The user's reservations as seller (?selling=true) or as buyer (?selling=false)",
        description:
          'buyerNew / sellerNew answer as they were; the listed side is then marked as seen.',
        security,
        querystring: reservationListQuerySchema,
        response: { 200: reservationsSchema, ...errorResponses(400, 401, 429) },
      },
      config: perMinute(240),
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { selling } = request.query;
      const list = await listReservations(app.db, userId, selling, now());
      await markListSeen(app.db, userId, selling);
      return list;
    },
  );

  app.patch(
    '/reservation',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Confirm delivery (sold), cancel (disabled) or mark responded',
        security,
        body: updateReservationSchema,
        response: { 200: reservationSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      config: perUserPerMinute(120),
    },
    async (request) => {
      const userId = currentUser(request).id;
      const updated = await updateReservation(app.db, userId, request.body, now(), publicUrl);
      return updated;
    },
  );

  app.get(
    '/reputation/:user',
    {
      schema: {
        tags,
        summary: "An account's record as a trading party (public: counts, never a contact)",
        params: z.object({ user: z.string().max(200) }),
        response: { 200: reputationSchema, ...errorResponses(400, 404, 429) },
      },
      config: perMinute(240),
    },
    async (request) => {
      const reputation = await findReputation(app.db, request.params.user);
      if (!reputation) throw AppError.of('reputationNotFound');
      return reputation;
    },
  );
};
