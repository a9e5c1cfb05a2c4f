import { RESERVATION_SCREEN_TEXTS as T, type Reservation } from '@mdc/shared';
import { ButtonBase, Chip, Stack, Typography } from '@mui/material';
import { CardImage } from '../../../components/card-image';
import { formatReservationDate } from '../model/reservation-rows';

/** The thumbnail, a button that opens the card's image. */
export function ReservationImage({
  row,
  width,
  onView,
}: {
  row: Reservation;
  width: number;
  onView: (row: Reservation) => void;
}) {
  return (
    <ButtonBase
      aria-label={T.viewImage(row.cardName)}
      onClick={() => onView(row)}
      sx={{
        borderRadius: 1,
        flexShrink: 0,
      }}
    >
      <CardImage src={row.images[0]} name={row.cardName} width={width} />
    </ButtonBase>
  );
}

/** The date (dd/MM/yyyy HH:mm, the time kept with it) and 'Nuevo' for the reader's side. */
export function ReservationDate({ row, isNew }: { row: Reservation; isNew: boolean }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
        {formatReservationDate(row.date)}
      </Typography>
      {isNew && <Chip label={T.isNew} color="secondary" size="small" />}
    </Stack>
  );
}

/** Sold, cancelled or pending, in words. */
export const statusText = (row: Reservation) =>
  row.sold ? T.sold : row.disabled ? T.cancelled : T.pending;
