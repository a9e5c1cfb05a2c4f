import { RESERVATION_SCREEN_TEXTS as T } from '@mdc/shared';
import { Container, Typography } from '@mui/material';
import { PageMeta } from '../../../components/page-meta';
import type { ReservationSide } from '../api/get-reservations';
import { ReservationsPanel } from './reservations-panel';

/** The /myOrders and /sales pages: the panel the dashboard also shows, under its own title. */
export function ReservationsScreen({ side }: { side: ReservationSide }) {
  const buyer = side === 'buyer';
  const title = buyer ? T.buyerTitle : T.sellerTitle;
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1, sm: 3 } }}>
      <PageMeta title={title} description={buyer ? T.buyerDescription : T.sellerDescription} />
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <ReservationsPanel side={side} />
    </Container>
  );
}
