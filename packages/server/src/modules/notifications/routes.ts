import {
  markNotificationsReadSchema,
  notificationsResponseSchema,
  NOTIFICATIONS_POLL_MS,
} from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, perUserPerMinute } from '../../lib/route-options';
import { currentUser } from '../sessions/index';
import { listNotifications, markNotificationsRead } from './notifications';

/** The bell (docs/product/notifications.md): the logged-in user's notifications. */
const tags = ['notifications'];
const security: Record<string, string[]>[] = [{ cookie: [] }, { bearer: [] }];

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The newest notifications of the logged-in user and how many are unread',
        description: `An open tab asks every ${NOTIFICATIONS_POLL_MS / 1000} s while visible. Kinds: match (a card of a buying library with alerts was listed), reservation-received, reservation-answered, reservation-sold, reservation-cancelled. \`text\` is Spanish; \`link\` a path of the site.`,
        security,
        response: { 200: notificationsResponseSchema, ...errorResponses(401, 429) },
      },
      // A tab asks once a minute; several tabs and a reload or two stay well under this.
      config: perUserPerMinute(30),
    },
    async (request) => listNotifications(app.db, currentUser(request).id),
  );

  app.post(
    '/notifications/read',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Mark some notifications ({ ids }) or all ({ all: true }) read',
        security,
        body: markNotificationsReadSchema,
        response: { 200: notificationsResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
      config: perUserPerMinute(60),
    },
    async (request) => {
      const userId = currentUser(request).id;
      await markNotificationsRead(app.db, userId, request.body, app.clock());
      return listNotifications(app.db, userId);
    },
  );
};
