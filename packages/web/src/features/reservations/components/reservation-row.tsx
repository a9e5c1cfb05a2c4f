import type { Reservation } from '@mdc/shared';
import { TableCell, TableRow } from '@mui/material';
import type { Dispatch, SetStateAction } from 'react';
import type { ReservationSide } from '../api/get-reservations';
import type { StatusChange } from '../hooks/use-reservation-actions';
import type { Column } from '../model/reservation-columns';
import { reservationCells } from './reservation-cells';

export interface ReservationRowActions {
  onAsk: (row: Reservation, change: StatusChange) => void;
  onViewImage: (row: Reservation) => void;
  /** The reference-price lookup that holds the screen (one at a time, then the lock). */
  lookupOwner: string | null;
  setLookupOwner: Dispatch<SetStateAction<string | null>>;
}

interface ReservationRowProps {
  row: Reservation;
  side: ReservationSide;
  columns: Column[];
  actions: ReservationRowActions;
}

/** One reservation; the card's name heads the row. A cancelled one is greyed. */
export function ReservationRow({ row, side, columns, actions }: ReservationRowProps) {
  const cells = reservationCells(row, side, actions);
  return (
    <TableRow hover sx={row.disabled ? { opacity: 0.6 } : undefined}>
      {columns.map(({ key }) =>
        key === 'card' ? (
          <TableCell key={key} component="th" scope="row" sx={{ minWidth: 140 }}>
            {cells.card}
          </TableCell>
        ) : (
          <TableCell key={key} sx={{ whiteSpace: key === 'email' ? 'normal' : 'nowrap' }}>
            {cells[key]}
          </TableCell>
        ),
      )}
    </TableRow>
  );
}
