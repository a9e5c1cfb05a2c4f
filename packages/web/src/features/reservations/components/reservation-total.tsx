import { RESERVATION_SCREEN_TEXTS as T, type Reservation } from '@mdc/shared';
import { Box, Typography } from '@mui/material';
import { reservationTotal } from '../model/reservation-rows';

/** 'Total: USD x' of the rows the filter shows, and which 'ck' rows it could not add. */
export function ReservationTotal({ rows }: { rows: Reservation[] }) {
  const { amount, ckRows } = reservationTotal(rows);
  return (
    <Box sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }} aria-live="polite">
      <Typography sx={{ fontWeight: 700 }}>{T.total(amount)}</Typography>
      {ckRows > 0 && (
        <Typography variant="body2" color="text.secondary">
          {T.ckNotCounted(ckRows)}
        </Typography>
      )}
    </Box>
  );
}
