import { RESERVATION_SCREEN_TEXTS as T, SHELL_ROUTES } from '@mdc/shared';
import { Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { ReservationSide } from '../api/get-reservations';

/**
 * No reservation at all on this side: the inherited message and where to start
 * (docs/product/reservations.md#screens).
 */
export function ReservationsEmpty({ side }: { side: ReservationSide }) {
  const buyer = side === 'buyer';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Typography component="h2" variant="h6">
          {buyer ? T.buyerEmpty : T.sellerEmpty}
        </Typography>
        <Link component={RouterLink} to={buyer ? SHELL_ROUTES.search : SHELL_ROUTES.libraries}>
          {buyer ? T.buyerEmptyHint : T.sellerEmptyHint}
        </Link>
      </Stack>
    </Paper>
  );
}
