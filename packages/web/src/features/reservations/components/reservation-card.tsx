import { Box, Stack, Typography } from '@mui/material';
import { isClosed } from '../model/reservation-rows';
import type { ReservationItem } from '../model/view-props';
import { ContactDetails } from './contact-details';
import { ReservationActions } from './reservation-actions';
import { ReservationMeeting } from './reservation-meeting';
import { ReservationPrice } from './reservation-price';
import { linkedOutline, reservationElementId } from './reservation-row';
import { ReservationDate, ReservationImage } from './reservation-summary';

/**
 * One reservation as a card (a phone, a narrow panel): the image beside the card's name, date
 * and price, then the other party's contact and the actions, all within the width.
 */
export function ReservationCard({ row, side, actions, linked }: ReservationItem) {
  const isNew = side === 'buyer' ? row.buyerNew : row.sellerNew;
  return (
    <Box
      component="li"
      id={reservationElementId(row)}
      aria-current={linked || undefined}
      sx={{
        p: 2,
        borderBottom: 1,
        borderColor: 'divider',
        ...(isClosed(row) && { bgcolor: 'grey.100' }),
        ...(linked && linkedOutline),
      }}
    >
      <Stack direction="row" spacing={1.5}>
        <ReservationImage row={row} width={64} onView={actions.onViewImage} />
        <Stack spacing={0.5} sx={{ minWidth: 0, alignItems: 'flex-start' }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.cardName}</Typography>
          {row.setName && (
            <Typography variant="caption" color="text.secondary">
              {row.setName}
            </Typography>
          )}
          <ReservationDate row={row} isNew={isNew} />
          <ReservationPrice row={row} side={side} actions={actions} />
        </Stack>
      </Stack>
      <Box sx={{ mt: 1.5 }}>
        <ContactDetails row={row} />
        <ReservationMeeting row={row} />
      </Box>
      <Box sx={{ mt: 1 }}>
        <ReservationActions row={row} side={side} actions={actions} inline />
      </Box>
    </Box>
  );
}
