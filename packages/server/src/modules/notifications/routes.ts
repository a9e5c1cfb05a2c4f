import { notificationsApi } from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../sessions/index';
import { listNotifications, markNotificationsRead } from './notifications';
import { route } from '../../lib/route';

/** The bell (docs/product/notifications.md): the logged-in user's notifications. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, notificationsApi.list, async (request) =>
    listNotifications(app.db, currentUser(request).id),
  );

  route(app, notificationsApi.markRead, async (request) => {
    const userId = currentUser(request).id;
    await markNotificationsRead(app.db, userId, request.body, app.clock());
    return listNotifications(app.db, userId);
  });
};
