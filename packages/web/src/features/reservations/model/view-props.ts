import type { Reservation, ReservationSide } from '@mdc/shared';
import type { PriceLookup } from '../../../components/reference-price/price-lookup';
import type { StatusChange } from '../hooks/use-reservation-actions';
import type { ReservationFilter, SortKey } from './reservation-rows';

/** What a shown reservation can do, held by the panel. */
export interface ReservationRowActions {
  onAsk: (row: Reservation, change: StatusChange) => void;
  onViewImage: (row: Reservation) => void;
  /** The reference-price lookup that holds the screen (one at a time, then the lock). */
  lookup: PriceLookup;
}

/** One shown reservation (a row of the table, a card), what it can do, its reader's side. */
export interface ReservationItem {
  row: Reservation;
  side: ReservationSide;
  actions: ReservationRowActions;
  /** A mail's link points at it: highlighted. */
  linked: boolean;
}

/** What the table and the cards show: the page's reservations and how they are sorted. */
export interface ReservationsPageView {
  side: ReservationSide;
  items: ReservationItem[];
  filter: ReservationFilter;
  onSort: (sortBy: SortKey) => void;
}

/** What the list shows: the rows, how they are sorted, what they can do. */
export interface ReservationsViewProps {
  side: ReservationSide;
  rows: Reservation[];
  filter: ReservationFilter;
  onSort: (sortBy: SortKey) => void;
  actions: ReservationRowActions;
  /** The reservations a mail's link points at. */
  linked: ReadonlySet<string>;
}
