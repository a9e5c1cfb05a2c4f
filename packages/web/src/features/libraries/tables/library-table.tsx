import type { Library } from '@mdc/shared';
import { Paper, Stack, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { TablePages, useTablePages } from '../../../components/table-pages';
import type { LibraryKind } from '../api/library-paths';
import type { LibraryRowActions } from './library-actions-buttons';
import { LibraryCardList } from './library-card-list';
import { libraryRows, type LibraryRowFilter } from './library-rows';
import { LibraryRowsTable } from './library-rows-table';
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
 * The libraries of one kind: filtered, sorted by name, paged (15/30/45/60). A table where its
 * seven columns fit; below the lg breakpoint (a phone, or a tablet beside the dashboard's
 * sidebar) one card a library, so nothing scrolls sideways.
 */
export function LibraryTable({ kind, libraries, onAdd, ...actions }: LibraryTableProps) {
  const [filter, setFilter] = useState(NO_FILTER);
  const narrow = useMediaQuery(useTheme().breakpoints.down('lg'));
  const rows = libraryRows(libraries, filter);
  const pages = useTablePages(rows.length);

  const changeFilter = (change: Partial<LibraryRowFilter>) => {
    setFilter({ ...filter, ...change });
    pages.setPage(0);
  };
  const view = {
    sale: kind === 'sale',
    rows: pages.slice(rows),
    noMatches: rows.length === 0,
    sort: {
      direction: filter.direction,
      onSort: () => changeFilter({ direction: filter.direction === 'asc' ? 'desc' : 'asc' }),
    },
    ...actions,
  };

  return (
    <Stack spacing={2}>
      <LibraryTableToolbar kind={kind} filter={filter} onFilter={changeFilter} onAdd={onAdd} />
      <Paper variant="outlined">
        {narrow ? <LibraryCardList {...view} /> : <LibraryRowsTable {...view} />}
        <TablePages pages={pages} />
      </Paper>
    </Stack>
  );
}
