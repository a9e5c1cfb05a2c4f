import { RESERVATION_SCREEN_TEXTS as T, type Reservation } from '@mdc/shared';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { useCallback, useState } from 'react';
import { CardImageViewer } from '../../../components/card-image-viewer';
import { errorMessage } from '../../../lib/api-client';
import { useReservations, type ReservationSide } from '../api/get-reservations';
import { useLinkedIds, useShowLinkedSold } from '../hooks/use-linked-reservations';
import { useReservationActions } from '../hooks/use-reservation-actions';
import {
  DEFAULT_FILTER,
  reservationRows,
  type ReservationFilter,
  type SortKey,
} from '../model/reservation-rows';
import { ReservationStatusDialog } from './reservation-status-dialog';
import { ReservationTip } from './reservation-tip';
import { ReservationsEmpty } from './reservations-empty';
import { ReservationsList } from './reservations-list';
import { ReservationsToolbar } from './reservations-toolbar';
import { usePriceLookup } from '../../../components/reference-price/price-lookup';
import { useArsRate } from '../../../components/price/use-ars-rate';

/**
 * The buyer's (my orders) or the seller's (sales) reservations
 * (docs/product/reservations.md#screens): tip, search, 'Vendido', the table (or cards) with its
 * total, the confirmation dialog and the image viewer. A mail's link (`?reservation=<id>`) shows
 * the reservations it names.
 */
export function ReservationsPanel({ side }: { side: ReservationSide }) {
  const list = useReservations(side);
  const rate = useArsRate();
  const actions = useReservationActions();
  const [filter, setFilter] = useState<ReservationFilter>(DEFAULT_FILTER);
  const [viewed, setViewed] = useState<Reservation | null>(null);
  const lookup = usePriceLookup();
  const changeFilter = (change: Partial<ReservationFilter>) => setFilter({ ...filter, ...change });
  const linked = useLinkedIds();
  const showSold = useCallback(() => setFilter((now) => ({ ...now, showSold: true })), []);
  useShowLinkedSold(list.data, linked, showSold);
  const sort = (sortBy: SortKey) =>
    changeFilter({
      sortBy,
      direction: filter.sortBy === sortBy && filter.direction === 'asc' ? 'desc' : 'asc',
    });

  if (list.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={T.loading} />
      </Box>
    );
  }
  if (list.data === undefined) {
    // Only a first load that failed; a failed reload keeps the table it had.
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            {T.retry}
          </Button>
        }
      >
        {errorMessage(list.error, T.loadFailed)}
      </Alert>
    );
  }
  if (list.data.length === 0) return <ReservationsEmpty side={side} />;

  return (
    <Stack spacing={2}>
      <ReservationTip side={side} />
      <ReservationsToolbar filter={filter} onFilter={changeFilter} />
      <ReservationsList
        side={side}
        rows={reservationRows(list.data, filter, rate)}
        filter={filter}
        onSort={sort}
        actions={{ onAsk: actions.ask, onViewImage: setViewed, lookup }}
        linked={linked}
      />
      <ReservationStatusDialog actions={actions} />
      <CardImageViewer
        card={viewed && { name: viewed.cardName, images: viewed.images }}
        onClose={() => setViewed(null)}
      />
    </Stack>
  );
}
