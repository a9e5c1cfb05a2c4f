import { LIBRARY_TABLE_TEXTS as T, type Library } from '@mdc/shared';
import {
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import { useState } from 'react';
import { TablePages, useTablePages } from '../../../components/table-pages';
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
  const rows = libraryRows(libraries, filter);
  const pages = useTablePages(rows.length);
  const sale = kind === 'sale';
  const head = (label: string) => <TableCell align="center">{label}</TableCell>;

  const changeFilter = (change: Partial<LibraryRowFilter>) => {
    setFilter({ ...filter, ...change });
    pages.setPage(0);
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
              {pages.slice(rows).map((library) => (
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
        <TablePages pages={pages} />
      </Paper>
    </Stack>
  );
}
