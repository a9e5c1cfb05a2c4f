import { LIBRARY_TABLE_TEXTS as T, type Library } from '@mdc/shared';
import { TableCell, TableSortLabel } from '@mui/material';
import { ScrollingTable } from '../../../components/scrolling-table';
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
  /** The sort by name, the only one: its direction, and what turns it round. */
  sort: { direction: SortDirection; onSort: () => void };
}

/**
 * The libraries as a table (docs/product/libraries.md#dashboard-tables: name, share, Venta, Trade,
 * count/1000, edit, delete; the buying one without Venta and Trade). It scrolls down past 70vh, its
 * header in view.
 */
export function LibraryRowsTable({ sale, rows, noMatches, sort, ...actions }: LibraryViewProps) {
  const head = (label: string) => <TableCell align="center">{label}</TableCell>;
  return (
    <ScrollingTable
      label={sale ? T.saleTable : T.buyingTable}
      head={
        <>
          <TableCell sortDirection={sort.direction}>
            <TableSortLabel active direction={sort.direction} onClick={sort.onSort}>
              {T.columnName}
            </TableSortLabel>
          </TableCell>
          {head(T.columnShare)}
          {sale && head(T.selling)}
          {sale && head(T.trading)}
          {head(T.columnCards)}
          {head(T.columnEdit)}
          {head(T.columnDelete)}
        </>
      }
      columns={sale ? 7 : 5}
      noMatches={noMatches && T.noMatches}
    >
      {rows.map((library) => (
        <LibraryTableRow key={library.internalId} library={library} {...actions} />
      ))}
    </ScrollingTable>
  );
}
