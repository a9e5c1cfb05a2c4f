import { z } from 'zod';
import { NOTIFICATION_KINDS, NOTIFICATIONS_READ_MAX_IDS } from './constants';

/** `GET /api/notifications` and `POST /api/notifications/read` (docs/product/notifications.md). */

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  createdAt: z.string(),
  read: z.boolean(),
  /** What happened, in Spanish (NOTIFICATION_TEXTS). */
  text: z.string(),
  /** The screen it opens: a path of the site. */
  link: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsResponseSchema = z.object({
  unread: z.number().int(),
  items: z.array(notificationSchema),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

const notificationIdSchema = z.uuid({ error: 'Aviso inválido.' });

/** Some notifications by id, or all of them. */
export const markNotificationsReadSchema = z.union(
  [
    z.object({ ids: z.array(notificationIdSchema).min(1).max(NOTIFICATIONS_READ_MAX_IDS) }),
    z.object({ all: z.literal(true) }),
  ],
  { error: 'Indicá los avisos a marcar como leídos: ids, o all: true.' },
);
export type MarkNotificationsRead = z.input<typeof markNotificationsReadSchema>;
