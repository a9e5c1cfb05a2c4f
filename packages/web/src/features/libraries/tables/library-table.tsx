import { LIBRARY_TABLE_PAGE_SIZES, LIBRARY_TABLE_TEXTS as T, type Library } from '@mdc/shared';
import {
  Paper,
  Stack,
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
import type { LibraryKind } from '../api/library-paths';
import { libraryRows, type LibraryRowFilter } from './library-rows';
import { LibraryTableRow, type LibraryRowActions } from './library-table-row';
import { LibraryTableToolbar } from './library-table-toolbar';

interface LibraryTableProps extends LibraryRowActions {
  kind: LibraryKind;
  libraries: Library[];
  onAdd: () => void;
}

const NO_FILTER: LibraryRowFilter = {
  search: '',
  selling: false,
  trading: false,
  direction: 'asc',
};

/**
 * The libraries of one kind: filtered, sorted by name, paged (15/30/45/60). The table scrolls
 * sideways on a phone and down past 70vh (spec §9), its header staying in view.
 */
export function LibraryTable({ kind, libraries, onAdd, ...actions }: LibraryTableProps) {
  const [filter, setFilter] = useState(NO_FILTER);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(LIBRARY_TABLE_PAGE_SIZES[0]);
  const rows = libraryRows(libraries, filter);
  // A deletion or a narrower filter may leave the page past the end.
  const lastPage = Math.max(0, Math.ceil(rows.length / pageSize) - 1);
  const shown = Math.min(page, lastPage);
  const sale = kind === 'sale';
  const head = (label: string) => <TableCell align="center">{label}</TableCell>;

  const changeFilter = (change: Partial<LibraryRowFilter>) => {
    setFilter({ ...filter, ...change });
    setPage(0);
  };

  return (
    <Stack spacing={2}>
      <LibraryTableToolbar kind={kind} filter={filter} onFilter={changeFilter} onAdd={onAdd} />
      <Paper variant="outlined">
        <TableContainer sx={{ maxHeight: '70vh' }}>
          <Table
            stickyHeader
            size="small"
            aria-label={sale ? T.saleTable : T.buyingTable}
            sx={{ minWidth: sale ? 600 : 440 }}
          >
            <TableHead>
              <TableRow>
                <TableCell sortDirection={filter.direction}>
                  <TableSortLabel
                    active
                    direction={filter.direction}
                    onClick={() =>
                      changeFilter({ direction: filter.direction === 'asc' ? 'desc' : 'asc' })
                    }
                  >
                    {T.columnName}
                  </TableSortLabel>
                </TableCell>
                {head(T.columnShare)}
                {sale && head(T.selling)}
                {sale && head(T.trading)}
                {head(T.columnCards)}
                {head(T.columnEdit)}
                {head(T.columnDelete)}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.slice(shown * pageSize, (shown + 1) * pageSize).map((library) => (
                <LibraryTableRow key={library.internalId} library={library} {...actions} />
              ))}
              {rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={sale ? 7 : 5} align="center">
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
      </Paper>
    </Stack>
  );
}
