import { Paper } from '@mui/material';
import { useRef } from 'react';
import { TablePages, useTablePages } from '../../../components/table-pages';
import { useElementWidth } from '../hooks/use-element-width';
import { useScrollToLinked } from '../hooks/use-linked-reservations';
import type { ReservationsViewProps } from '../model/view-props';
import { ReservationCards } from './reservation-cards';
import { ReservationTotal } from './reservation-total';
import { ReservationsTable } from './reservations-table';

/**
 * Narrower than this, the table's columns would squeeze their contents: cards instead. The
 * dashboard's panel is 828 px wide at 1280 px; a phone's screen 343 px.
 */
export const TABLE_MIN_WIDTH = 720;

/**
 * The filtered reservations, paged (15/30/45/60) and totalled: a table where it fits, cards
 * where it would not (measured on the box itself: the dashboard's panel is narrower than the
 * window). A mail's linked reservation is shown on its page.
 */
export function ReservationsList(props: ReservationsViewProps) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const pages = useTablePages(props.rows.length);
  useScrollToLinked(props.rows, props.linked, pages);
  const { side, actions, linked } = props;
  const shown = {
    side,
    items: pages.slice(props.rows).map((row) => ({
      row,
      side,
      actions,
      linked: linked.has(row.reservationId),
    })),
    filter: props.filter,
    onSort: props.onSort,
  };

  return (
    <Paper variant="outlined" ref={box}>
      {width > 0 && width < TABLE_MIN_WIDTH ? (
        <ReservationCards {...shown} />
      ) : (
        <ReservationsTable {...shown} />
      )}
      <TablePages pages={pages} />
      <ReservationTotal rows={props.rows} />
    </Paper>
  );
}
