import type { Reservation } from '@mdc/shared';
import { TableCell, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { Column, PartKey } from '../model/reservation-columns';
import { isClosed } from '../model/reservation-rows';
import type { ReservationItem } from '../model/view-props';
import { ContactDetails } from './contact-details';
import { ReservationActions } from './reservation-actions';
import { ReservationMeeting } from './reservation-meeting';
import { ReservationPrice } from './reservation-price';
import { ReservationDate, ReservationImage } from './reservation-summary';

interface ReservationRowProps extends ReservationItem {
  columns: Column[];
}

/** The DOM id of a reservation's row or card (a mail's link scrolls to it). */
export const reservationElementId = (row: Reservation) => `reserva-${row.reservationId}`;

/**
 * How a row or card a mail's link points at stands out: a frame, not a tinted background, so
 * that every text and button on it keeps its contrast.
 */
export const linkedOutline = {
  outline: '2px solid',
  outlineColor: 'primary.main',
  outlineOffset: '-2px',
} as const;

/**
 * One reservation in the table; the card's name heads the row. A sold or cancelled one is
 * greyed by its background, its text keeping full contrast (an opacity of 0.6 left it at 4.29:1).
 */
export function ReservationRow({ row, side, columns, actions, linked }: ReservationRowProps) {
  const isNew = side === 'buyer' ? row.buyerNew : row.sellerNew;
  const parts: Record<PartKey, ReactNode> = {
    image: <ReservationImage row={row} width={56} onView={actions.onViewImage} />,
    card: (
      <>
        <span>{row.cardName}</span>
        {row.setName && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {row.setName}
          </Typography>
        )}
        <ReservationDate row={row} isNew={isNew} />
      </>
    ),
    price: <ReservationPrice row={row} side={side} actions={actions} />,
    contact: (
      <>
        <ContactDetails row={row} />
        <ReservationMeeting row={row} />
      </>
    ),
    actions: <ReservationActions row={row} side={side} actions={actions} />,
  };
  return (
    <TableRow
      id={reservationElementId(row)}
      hover
      aria-current={linked || undefined}
      sx={{ ...(isClosed(row) && { bgcolor: 'grey.100' }), ...(linked && linkedOutline) }}
    >
      {columns.map(({ key }) =>
        key === 'card' ? (
          <TableCell key={key} component="th" scope="row">
            {parts.card}
          </TableCell>
        ) : (
          <TableCell key={key}>{parts[key]}</TableCell>
        ),
      )}
    </TableRow>
  );
}
