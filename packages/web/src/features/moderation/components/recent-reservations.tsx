import { MODERATION_TEXTS as T, type ModerationReport } from '@mdc/shared';
import { Box, Typography } from '@mui/material';
import { formatDate } from '../model/argentina-time';
import { userName } from '../model/user-name';
import { CardSection } from './card-section';
import { DotLine } from './dot-line';

type Reservation = ModerationReport['reservations'][number];

/**
 * '#4a1b2c3d · como vendedor · con ana_c · Cancelada · 28/02/2026 · 2 cartas'. The id's first
 * 8 characters are enough to find it, and fit a phone's line.
 */
const reservationPieces = (reservation: Reservation) => [
  `#${reservation.id.slice(0, 8)}`,
  reservation.role === 'seller' ? T.asSeller : T.asBuyer,
  T.reservationWith(userName(reservation.otherUser)),
  T.reservationStatuses[reservation.status],
  formatDate(reservation.createdAt),
  T.reservationCards(reservation.cards),
];

/** The reported account's last reservations, one line each: how they trade. */
export function RecentReservations({ report }: { report: ModerationReport }) {
  return (
    <CardSection title={T.recentReservations}>
      {report.reservations.length === 0 ? (
        <Typography variant="body2">{T.noReservations}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
          {report.reservations.map((reservation) => (
            <li key={reservation.id}>
              <DotLine pieces={reservationPieces(reservation)} />
            </li>
          ))}
        </Box>
      )}
    </CardSection>
  );
}
