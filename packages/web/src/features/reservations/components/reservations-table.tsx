import { RESERVATION_SCREEN_TEXTS as T } from '@mdc/shared';
import { TableCell } from '@mui/material';
import { ScrollingTable } from '../../../components/scrolling-table';
import { RESERVATION_COLUMNS } from '../model/reservation-columns';
import type { ReservationsPageView } from '../model/view-props';
import { ColumnTitle, columnSort } from './column-title';
import { ReservationRow } from './reservation-row';

/**
 * The reservations of the page as a table, sortable by the titled columns; it scrolls down past
 * 70vh (docs/product/screens.md#tables), its header staying in view, never sideways.
 */
export function ReservationsTable({ side, items, filter, onSort }: ReservationsPageView) {
  const columns = RESERVATION_COLUMNS[side];
  return (
    <ScrollingTable
      label={side === 'buyer' ? T.buyerTable : T.sellerTable}
      sx={{ '& td, & th': { px: 1, verticalAlign: 'top' }, '& td:first-of-type': { pl: 2 } }}
      head={columns.map((column) => (
        <TableCell key={column.key} sortDirection={columnSort(column, filter)}>
          <ColumnTitle column={column} filter={filter} onSort={onSort} />
        </TableCell>
      ))}
      columns={columns.length}
      noMatches={items.length === 0 && T.noMatches}
    >
      {items.map((item) => (
        <ReservationRow key={item.row.reservationId} {...item} columns={columns} />
      ))}
    </ScrollingTable>
  );
}
