import {
  LIBRARY_TABLE_PAGE_SIZES,
  RESERVATION_SCREEN_TEXTS as T,
  type Reservation,
} from '@mdc/shared';
import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import { useState } from 'react';
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
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(LIBRARY_TABLE_PAGE_SIZES[0]);
  const columns = RESERVATION_COLUMNS[side];
  // A narrower filter or a row gone may leave the page past the end.
  const shown = Math.min(page, Math.max(0, Math.ceil(rows.length / pageSize) - 1));

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
            {rows.slice(shown * pageSize, (shown + 1) * pageSize).map((row) => (
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
      <TablePagination
        component="div"
        count={rows.length}
        page={shown}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...LIBRARY_TABLE_PAGE_SIZES]}
        onPageChange={(_event, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setPageSize(Number(event.target.value));
          setPage(0);
        }}
        labelRowsPerPage={T.rowsPerPage}
        labelDisplayedRows={({ from, to, count }) => T.displayedRows(from, to, count)}
        getItemAriaLabel={(type) => (type === 'next' ? T.nextPage : T.previousPage)}
      />
      <ReservationTotal rows={rows} />
    </Paper>
  );
}
