import {
  ERRORS,
  RESERVATION_MESSAGES,
  reservationsApi,
  type ReservationUnavailable,
} from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { unvalidatedSerializer } from '../../lib/route-options';
import { AppError } from '../../errors';
import { currentUser } from '../sessions/index';
import { listReservations, markListSeen } from './list-reservations';
import { acceptMeeting, meetingPlacesOf, proposeMeeting } from './meetings';
import { findReputation } from './reputation';
import { reserveCards, type Refusal } from './reserve-cards';
import { updateReservation } from './update-reservation';

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

/**
 * The reservation calls (docs/product/reservations.md#calls): reserve cards (all or none), the
 * user's reservations as seller or buyer, and their status changes. Logged-in users only; a
 * reservation is visible and changeable by its buyer and its seller only.
 */
export const reservationRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.clock();
  const { publicUrl } = app.config;

  route(
    app,
    reservationsApi.reserve,
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
    // The answer is built field by field from typed rows (toReservation).
    { serializerCompiler: unvalidatedSerializer },
  );

  route(app, reservationsApi.list, async (request) => {
    const userId = currentUser(request).id;
    const { selling } = request.query;
    const list = await listReservations(app.db, userId, selling, now());
    await markListSeen(app.db, userId, selling);
    return list;
  });

  route(app, reservationsApi.update, async (request) =>
    updateReservation(app.db, currentUser(request).id, request.body, now(), publicUrl),
  );

  route(app, reservationsApi.proposeMeeting, async (request) =>
    proposeMeeting(app.db, currentUser(request).id, request.body, now(), publicUrl),
  );

  route(app, reservationsApi.acceptMeeting, async (request) =>
    acceptMeeting(app.db, currentUser(request).id, request.body.meetingId, now(), publicUrl),
  );

  route(app, reservationsApi.meetingPlaces, async (request) =>
    meetingPlacesOf(app.db, currentUser(request).id, request.query.reservationId),
  );

  route(app, reservationsApi.reputation, async (request) => {
    const reputation = await findReputation(app.db, request.params.user);
    if (!reputation) throw AppError.of('reputationNotFound');
    return reputation;
  });
};
