import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { RESERVATION_SCREEN_TEXTS as T } from '@mdc/shared';
import { Box, Button, Stack, Typography } from '@mui/material';
import { sortLabels } from '../model/reservation-columns';
import type { ReservationsPageView } from '../model/view-props';
import { ReservationCard } from './reservation-card';

/**
 * The reservations of the page as cards, one under the other, with the columns' sorting as
 * buttons ('Ordenar por: Fecha ↓ Carta Precio…'): on a phone a table would scroll sideways.
 */
export function ReservationCards({ side, items, filter, onSort }: ReservationsPageView) {
  return (
    <>
      <Stack
        direction="row"
        spacing={0.5}
        useFlexGap
        sx={{
          flexWrap: 'wrap',
          alignItems: 'center',
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography variant="body2" sx={{ mr: 0.5 }}>
          {T.sortBy}
        </Typography>
        {sortLabels(side).map(({ label, sortBy }) => {
          const sorted = filter.sortBy === sortBy;
          const ascending = filter.direction === 'asc';
          return (
            <Button
              key={label}
              size="small"
              variant={sorted ? 'outlined' : 'text'}
              onClick={() => onSort(sortBy!)}
              aria-label={
                sorted ? `${label}, ${ascending ? T.sortedAscending : T.sortedDescending}` : label
              }
              endIcon={
                sorted &&
                (ascending ? (
                  <ArrowUpwardIcon fontSize="small" />
                ) : (
                  <ArrowDownwardIcon fontSize="small" />
                ))
              }
            >
              {label}
            </Button>
          );
        })}
      </Stack>
      <Box
        component="ul"
        aria-label={side === 'buyer' ? T.buyerTable : T.sellerTable}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {items.map((item) => (
          <ReservationCard key={item.row.reservationId} {...item} />
        ))}
      </Box>
      {items.length === 0 && (
        <Typography sx={{ p: 2, textAlign: 'center' }}>{T.noMatches}</Typography>
      )}
    </>
  );
}
