import { RESERVATION_SCREEN_TEXTS as T, type Reservation } from '@mdc/shared';
import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import { TablePages, useTablePages } from '../../../components/table-pages';
import type { ReservationSide } from '../api/get-reservations';
import { RESERVATION_COLUMNS } from '../model/reservation-columns';
import type { ReservationFilter, SortKey } from '../model/reservation-rows';
import { ReservationRow, type ReservationRowActions } from './reservation-row';
import { ReservationTotal } from './reservation-total';

interface ReservationsTableProps {
  side: ReservationSide;
  rows: Reservation[];
  filter: ReservationFilter;
  onSort: (sortBy: SortKey) => void;
  actions: ReservationRowActions;
}

/**
 * The filtered reservations, sortable by the headed columns, paged (15/30/45/60); the table
 * scrolls sideways on a phone and down past 70vh (spec §9), its header staying in view.
 */
export function ReservationsTable({ side, rows, filter, onSort, actions }: ReservationsTableProps) {
  const pages = useTablePages(rows.length);
  const columns = RESERVATION_COLUMNS[side];

  return (
    <Paper variant="outlined">
      <TableContainer sx={{ maxHeight: '70vh' }}>
        <Table
          stickyHeader
          size="small"
          aria-label={side === 'buyer' ? T.buyerTable : T.sellerTable}
          sx={{ minWidth: side === 'buyer' ? 760 : 1000 }}
        >
          <TableHead>
            <TableRow>
              {columns.map(({ key, label, sortBy }) => {
                const sorted = sortBy !== undefined && filter.sortBy === sortBy;
                return (
                  <TableCell key={key} sortDirection={sorted ? filter.direction : false}>
                    {sortBy ? (
                      <TableSortLabel
                        active={sorted}
                        direction={sorted ? filter.direction : 'asc'}
                        onClick={() => onSort(sortBy)}
                      >
                        {label}
                      </TableSortLabel>
                    ) : (
                      label
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {pages.slice(rows).map((row) => (
              <ReservationRow
                key={row.reservationId}
                row={row}
                side={side}
                columns={columns}
                actions={actions}
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
      <TablePages pages={pages} />
      <ReservationTotal rows={rows} />
    </Paper>
  );
}
