import { NOTIFICATIONS_POLL_MS } from '../notifications/constants';
import { markNotificationsReadSchema, notificationsResponseSchema } from '../notifications/schemas';
import { endpoint, errorAnswers, perUser } from './endpoint';
import { routes } from './routes';

const tags = ['notifications'];

/** The bell (docs/product/notifications.md): the logged-in user's notifications. */
export const notificationsApi = {
  list: endpoint({
    ...routes.notifications.list,
    auth: 'user',
    // A tab asks once a minute; several tabs and a reload or two stay well under this.,
    limit: perUser(30),
    tags,
    summary: 'The newest notifications of the logged-in user and how many are unread',
    description: `An open tab asks every ${NOTIFICATIONS_POLL_MS / 1000} s while visible. Kinds: match (a card of a buying library with alerts was listed), reservation-received, reservation-answered, reservation-sold, reservation-cancelled, meeting-proposed, meeting-agreed. \`text\` is Spanish; \`link\` a path of the site.`,
    responses: { 200: notificationsResponseSchema, ...errorAnswers(401, 429) },
  }),
  markRead: endpoint({
    ...routes.notifications.markRead,
    auth: 'user',
    limit: perUser(60),
    tags,
    summary: 'Mark some notifications ({ ids }) or all ({ all: true }) read',
    body: markNotificationsReadSchema,
    responses: { 200: notificationsResponseSchema, ...errorAnswers(400, 401, 403, 429) },
  }),
};
