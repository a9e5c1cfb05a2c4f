import { RESERVATION_SCREEN_TEXTS as T } from '@mdc/shared';
import type { ReservationSide } from '../api/get-reservations';
import type { SortKey } from './reservation-rows';

export type ColumnKey =
  | 'action'
  | 'image'
  | 'date'
  | 'card'
  | 'name'
  | 'price'
  | 'phone'
  | 'email'
  | 'status'
  | 'referencePrice'
  | 'cancel';

export interface Column {
  key: ColumnKey;
  label: string;
  /** Set on the columns the table sorts by. */
  sortBy?: SortKey;
}

const column = (key: ColumnKey, label: string, sortBy?: SortKey): Column => ({
  key,
  label,
  sortBy,
});

/** The columns of each screen, in the spec's order (§2). */
export const RESERVATION_COLUMNS: Record<ReservationSide, Column[]> = {
  buyer: [
    column('image', T.image),
    column('date', T.date, 'date'),
    column('card', T.card, 'cardName'),
    column('name', T.owner, 'name'),
    column('price', T.price, 'price'),
    column('phone', T.phone),
    column('email', T.email),
    column('cancel', T.cancelColumn),
  ],
  seller: [
    column('action', T.action),
    column('image', T.image),
    column('card', T.card, 'cardName'),
    column('date', T.date, 'date'),
    column('price', T.price, 'price'),
    column('name', T.name, 'name'),
    column('email', T.email),
    column('phone', T.phone),
    column('status', T.status, 'status'),
    column('referencePrice', T.referencePrice),
    column('cancel', T.cancelColumn),
  ],
};
