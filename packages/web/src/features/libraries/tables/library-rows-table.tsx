import { LIBRARY_TABLE_TEXTS as T, type Library } from '@mdc/shared';
import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import type { LibraryRowActions } from './library-actions-buttons';
import type { SortDirection } from './library-rows';
import { LibraryTableRow } from './library-table-row';

/** What the table and its phone form (the cards) show. */
export interface LibraryViewProps extends LibraryRowActions {
  sale: boolean;
  /** The rows of the page shown. */
  rows: Library[];
  /** No library passes the filter. */
  noMatches: boolean;
  direction: SortDirection;
  onSort: () => void;
}

/**
 * The libraries as a table (docs/product/libraries.md#dashboard-tables: name, share, Venta, Trade,
 * count/1000, edit, delete; the buying one without Venta and Trade). It scrolls down past 70vh, its
 * header in view.
 */
export function LibraryRowsTable({
  sale,
  rows,
  noMatches,
  direction,
  onSort,
  ...actions
}: LibraryViewProps) {
  const head = (label: string) => <TableCell align="center">{label}</TableCell>;
  return (
    <TableContainer sx={{ maxHeight: '70vh' }}>
      <Table stickyHeader size="small" aria-label={sale ? T.saleTable : T.buyingTable}>
        <TableHead>
          <TableRow>
            <TableCell sortDirection={direction}>
              <TableSortLabel active direction={direction} onClick={onSort}>
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
          {rows.map((library) => (
            <LibraryTableRow key={library.internalId} library={library} {...actions} />
          ))}
          {noMatches && (
            <TableRow>
              <TableCell colSpan={sale ? 7 : 5} align="center">
                {T.noMatches}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
