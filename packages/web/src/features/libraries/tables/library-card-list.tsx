import { LIBRARY_TABLE_TEXTS as T } from '@mdc/shared';
import { Stack, TableSortLabel, Typography } from '@mui/material';
import { LibraryListCard } from './library-list-card';
import type { LibraryViewProps } from './library-rows-table';

/** The table on a narrow screen: the same sort by name, then one card a library. */
export function LibraryCardList({ sale, rows, noMatches, sort, ...actions }: LibraryViewProps) {
  return (
    <Stack spacing={1} sx={{ p: 1.5 }}>
      <TableSortLabel
        active
        direction={sort.direction}
        onClick={sort.onSort}
        aria-label={T.sortByName(sort.direction)}
        // Its direction is inherited from a table cell's row; here, a column's.
        sx={{ alignSelf: 'flex-start', flexDirection: 'row', minHeight: 32 }}
      >
        {T.columnName}
      </TableSortLabel>
      <Stack
        component="ul"
        spacing={1}
        aria-label={sale ? T.saleTable : T.buyingTable}
        sx={{ m: 0, p: 0 }}
      >
        {rows.map((library) => (
          <LibraryListCard key={library.internalId} library={library} {...actions} />
        ))}
      </Stack>
      {noMatches && <Typography sx={{ textAlign: 'center', py: 2 }}>{T.noMatches}</Typography>}
    </Stack>
  );
}
