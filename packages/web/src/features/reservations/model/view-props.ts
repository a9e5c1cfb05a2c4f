import type { Reservation, ReservationSide } from '@mdc/shared';
import type { Dispatch, SetStateAction } from 'react';
import type { StatusChange } from '../hooks/use-reservation-actions';
import type { ReservationFilter, SortKey } from './reservation-rows';

/** What a shown reservation can do, held by the panel. */
export interface ReservationRowActions {
  onAsk: (row: Reservation, change: StatusChange) => void;
  onViewImage: (row: Reservation) => void;
  /** The reference-price lookup that holds the screen (one at a time, then the lock). */
  lookupOwner: string | null;
  setLookupOwner: Dispatch<SetStateAction<string | null>>;
}

/** What the table and the cards show: the rows, how they are sorted, what they can do. */
export interface ReservationsViewProps {
  side: ReservationSide;
  rows: Reservation[];
  filter: ReservationFilter;
  onSort: (sortBy: SortKey) => void;
  actions: ReservationRowActions;
  /** The reservations a mail's link points at. */
  linked: ReadonlySet<string>;
}
