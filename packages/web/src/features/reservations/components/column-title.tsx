import { TableSortLabel } from '@mui/material';
import { Fragment } from 'react';
import type { Column } from '../model/reservation-columns';
import type { ReservationFilter, SortKey } from '../model/reservation-rows';

/** The `aria-sort` of a header cell: the direction when one of its titles is the sort. */
export function columnSort(column: Column, filter: ReservationFilter) {
  const sorted = column.labels.some((label) => label.sortBy === filter.sortBy);
  return sorted ? filter.direction : false;
}

/** A header cell's titles, 'Carta · Fecha'; a sortable one is a button that sorts by it. */
export function ColumnTitle({
  column,
  filter,
  onSort,
}: {
  column: Column;
  filter: ReservationFilter;
  onSort: (sortBy: SortKey) => void;
}) {
  return column.labels.map(({ label, sortBy }, index) => {
    const sorted = sortBy !== undefined && filter.sortBy === sortBy;
    return (
      <Fragment key={label}>
        {index > 0 && ' · '}
        {sortBy ? (
          <TableSortLabel
            active={sorted}
            direction={sorted ? filter.direction : 'asc'}
            onClick={() => onSort(sortBy)}
            // The arrow only on the sorting title: a hidden one would leave a gap before ' · '.
            hideSortIcon
            sx={{ minHeight: 24 }}
          >
            {label}
          </TableSortLabel>
        ) : (
          <span>{label}</span>
        )}
      </Fragment>
    );
  });
}
