import {
  createReservationsSchema,
  ERRORS,
  reservationListQuerySchema,
  reservationSchema,
  reservationsSchema,
  reservationUnavailableSchema,
  updateReservationSchema,
} from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponses,
  perMinute,
  perUserPerMinute,
  unvalidatedSerializer,
} from '../../lib/route-options';
import { currentUser } from '../sessions/plugin';
import { listReservations, markListSeen } from './list-reservations';
import { reserveCards } from './reserve-cards';
import { updateReservation } from './update-reservation';

const security: Record<string, string[]>[] = [{ cookie: [] }, { bearer: [] }];
const tags = ['reservations'];

/**
 * The reservation calls of the spec (§7): reserve cards (all or none), the user's reservations
 * as seller or buyer, and their status changes. Logged-in users only; a reservation is visible
 * and changeable by its buyer and its seller only.
 */
export const reservationRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.clock();
  const { code, message } = ERRORS.reservationUnavailable;

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
          409: reservationUnavailableSchema,
          ...errorResponses(400, 401, 403, 429),
        },
      },
      // The answer is built field by field from typed rows (toReservation).
      serializerCompiler: unvalidatedSerializer,
      config: perUserPerMinute(30),
    },
    async (request, reply) => {
      const result = await reserveCards(app.db, currentUser(request).id, request.body, now());
      if (result.unavailable) {
        return reply.status(409).send({ code, message, unavailable: result.unavailable });
      }
      app.mailDelivery.deliverSoon();
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
      const list = await listReservations(app.db, userId, selling);
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
      const updated = await updateReservation(app.db, currentUser(request).id, request.body, now());
      if (updated.disabled) app.mailDelivery.deliverSoon();
      return updated;
    },
  );
};
