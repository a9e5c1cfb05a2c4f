import { RESERVATION_SCREEN_TEXTS as T } from '@mdc/shared';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { RESERVATION_COLUMNS } from '../model/reservation-columns';
import type { ReservationsViewProps } from '../model/view-props';
import { ColumnTitle, columnSort } from './column-title';
import { ReservationRow } from './reservation-row';

/**
 * The reservations of the page as a table, sortable by the titled columns; it scrolls down past
 * 70vh (docs/product/screens.md#tables), its header staying in view, never sideways.
 */
export function ReservationsTable({
  side,
  rows,
  filter,
  onSort,
  actions,
  linked,
}: ReservationsViewProps) {
  const columns = RESERVATION_COLUMNS[side];
  return (
    <TableContainer sx={{ maxHeight: '70vh' }}>
      <Table
        stickyHeader
        size="small"
        aria-label={side === 'buyer' ? T.buyerTable : T.sellerTable}
        sx={{ '& td, & th': { px: 1, verticalAlign: 'top' }, '& td:first-of-type': { pl: 2 } }}
      >
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} sortDirection={columnSort(column, filter)}>
                <ColumnTitle column={column} filter={filter} onSort={onSort} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <ReservationRow
              key={row.reservationId}
              row={row}
              side={side}
              columns={columns}
              actions={actions}
              linked={linked.has(row.reservationId)}
            />
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length} align="center">
                {T.noMatches}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
