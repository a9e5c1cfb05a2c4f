import { LIBRARY_TABLE_PAGE_SIZES, LIBRARY_TABLE_TEXTS as T } from '@mdc/shared';
import { TablePagination } from '@mui/material';
import { useState } from 'react';

/**
 * The page of a table of `count` rows, 15/30/45/60 at a time (docs/product/screens.md#tables). A
 * narrower filter or a row gone may leave the page past the end: the last page is shown instead.
 */
export function useTablePages(count: number) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(LIBRARY_TABLE_PAGE_SIZES[0]);
  const shown = Math.min(page, Math.max(0, Math.ceil(count / pageSize) - 1));
  return {
    count,
    page: shown,
    pageSize,
    setPage,
    setPageSize,
    /** The rows of the page shown. */
    slice: <Row,>(rows: Row[]) => rows.slice(shown * pageSize, (shown + 1) * pageSize),
  };
}

/**
 * The table's footer: rows per page and the arrows, in Spanish. On a phone its parts wrap onto
 * two lines instead of making the footer scroll sideways.
 */
export function TablePages({ pages }: { pages: ReturnType<typeof useTablePages> }) {
  return (
    <TablePagination
      component="div"
      count={pages.count}
      page={pages.page}
      rowsPerPage={pages.pageSize}
      rowsPerPageOptions={[...LIBRARY_TABLE_PAGE_SIZES]}
      onPageChange={(_event, next) => pages.setPage(next)}
      onRowsPerPageChange={(event) => {
        pages.setPageSize(Number(event.target.value));
        pages.setPage(0);
      }}
      labelRowsPerPage={T.rowsPerPage}
      labelDisplayedRows={({ from, to, count }) => T.displayedRows(from, to, count)}
      getItemAriaLabel={(type) => (type === 'next' ? T.nextPage : T.previousPage)}
      sx={{
        overflow: 'visible',
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: 2 },
        '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
      }}
    />
  );
}
