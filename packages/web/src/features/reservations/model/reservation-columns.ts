import { RESERVATION_SCREEN_TEXTS as T, type ReservationSide } from '@mdc/shared';
import type { SortKey } from './reservation-rows';

/** The parts a reservation shows: a column of the table, a block of a card. */
export type PartKey = 'image' | 'card' | 'price' | 'contact' | 'actions';

/** One of the inherited column titles; set `sortBy` on those the rows sort by. */
export interface HeaderLabel {
  label: string;
  sortBy?: SortKey;
}

export interface Column {
  key: PartKey;
  labels: HeaderLabel[];
}

const column = (key: PartKey, ...labels: (string | [string, SortKey])[]): Column => ({
  key,
  labels: labels.map((label) =>
    typeof label === 'string' ? { label } : { label: label[0], sortBy: label[1] },
  ),
});

/**
 * The columns of each screen (docs/product/reservations.md#screens), grouped so that the table fits
 * a dashboard panel (828 px at 1280 px) with nothing to scroll sideways: the card with its date,
 * the price with the reference price, the other party's name, e-mail and phone together, the state
 * with the actions. One column title per inherited column, each sortable one still sorts.
 */
export const RESERVATION_COLUMNS: Record<ReservationSide, Column[]> = {
  buyer: [
    column('image', T.image),
    column('card', [T.card, 'cardName'], [T.date, 'date']),
    column('price', [T.price, 'price']),
    column('contact', [T.owner, 'name'], T.phone, T.email),
    column('actions', T.cancelColumn),
  ],
  seller: [
    column('image', T.image),
    column('card', [T.card, 'cardName'], [T.date, 'date']),
    column('price', [T.price, 'price'], T.referencePrice),
    column('contact', [T.name, 'name'], T.email, T.phone),
    column('actions', [T.status, 'status'], T.action, T.cancelColumn),
  ],
};

/** The titles the rows sort by, in the screen's order (the cards' sort buttons). */
export const sortLabels = (side: ReservationSide) =>
  RESERVATION_COLUMNS[side].flatMap((column) => column.labels.filter((label) => label.sortBy));
