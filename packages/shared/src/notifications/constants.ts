/**
 * The bell and the wanted-list alerts (docs/product/notifications.md): what a notification can
 * be, how often an open tab asks, the digest choices.
 */

export const NOTIFICATION_KINDS = [
  'match',
  'reservation-received',
  'reservation-answered',
  'reservation-sold',
  'reservation-cancelled',
  'meeting-proposed',
  'meeting-agreed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A visible tab asks for its notifications this often, never more (a hidden one not at all). */
export const NOTIFICATIONS_POLL_MS = 60_000;

/** The bell's list: the newest this many. */
export const NOTIFICATIONS_LIST_MAX = 30;

/** A notification is deleted this long after it was written (the bell shows the newest). */
export const NOTIFICATIONS_KEPT_DAYS = 180;

/** `POST /api/notifications/read` names at most this many. */
export const NOTIFICATIONS_READ_MAX_IDS = 100;

/** The alerts' mail: a digest at most once a day, or none (the bell only). */
export const ALERT_DIGESTS = ['daily', 'never'] as const;
export type AlertDigest = (typeof ALERT_DIGESTS)[number];

/** The least time between two digests of one user. */
export const ALERT_DIGEST_EVERY_MS = 24 * 60 * 60 * 1000;

/** A digest lists at most this many matches (the newest); the bell has them all. */
export const ALERT_DIGEST_MAX_MATCHES = 100;
