import { RESERVATION_SCREEN_TEXTS as T, sumsText, type Reservation } from '@mdc/shared';
import { Box, Typography } from '@mui/material';
import { UsdText } from '../../../components/price/price-text';
import { reservationTotal } from '../model/reservation-rows';

/**
 * 'Total: USD x' (and '+ ARS y' for rows priced in pesos) of the rows the filter shows, with
 * the pesos of the dollars beside, and which 'ck' rows it could not add.
 */
export function ReservationTotal({ rows }: { rows: Reservation[] }) {
  const sums = reservationTotal(rows);
  const ckRows = sums.ckCount;
  return (
    <Box sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }} aria-live="polite">
      <Typography sx={{ fontWeight: 700 }}>
        {`${T.total} `}
        {sums.pesos > 0 ? sumsText(sums) : <UsdText amount={sums.usdCents / 100} />}
      </Typography>
      {ckRows > 0 && (
        <Typography variant="body2" color="text.secondary">
          {T.ckNotCounted(ckRows)}
        </Typography>
      )}
    </Box>
  );
}
