import {
  NOTIFICATION_TEXTS,
  publicLibraryPath,
  reservationsPath,
  type MatchData,
  type Notification,
  type NotificationKind,
  type ReservationNoticeData,
  type ReservationSide,
} from '@mdc/shared';

/**
 * What a notification row keeps (`data`, jsonb) and how it reads: its Spanish text and the
 * screen it opens are made when it is read, so a text changed in @mdc/shared changes them all.
 */

/** A match: the listed card, its seller, the price a copy costs, and the seller's library. */
export type MatchNotice = MatchData & { libraryId: string };

/** A reservation event: the other party, the cards, and the reservations to show on whose side. */
export type ReservationNotice = ReservationNoticeData & {
  side: ReservationSide;
  reservationIds: string[];
};

export interface NotificationRow {
  id: string;
  kind: NotificationKind;
  data: MatchNotice | ReservationNotice;
  createdAt: Date | string;
  readAt: Date | string | null;
}

export function toNotification(row: NotificationRow): Notification {
  const common = {
    id: row.id,
    kind: row.kind,
    createdAt: new Date(row.createdAt).toISOString(),
    read: row.readAt !== null,
  };
  if (row.kind === 'match') {
    const data = row.data as MatchNotice;
    return {
      ...common,
      text: NOTIFICATION_TEXTS.match(data),
      link: publicLibraryPath(data.libraryId, { cardName: data.cardName }),
    };
  }
  const data = row.data as ReservationNotice;
  return {
    ...common,
    text: NOTIFICATION_TEXTS[row.kind](data),
    link: reservationsPath(data.side, data.reservationIds),
  };
}
