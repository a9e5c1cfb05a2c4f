import { RESERVATION_SCREEN_TEXTS as T, type Reservation, type ReservationSide } from '@mdc/shared';
import { Button, Stack, Typography } from '@mui/material';
import type { StatusChange } from '../hooks/use-reservation-actions';
import { isClosed } from '../model/reservation-rows';
import type { ReservationRowActions } from '../model/view-props';
import { statusText } from './reservation-summary';

/** A button that asks for a change: its words, and a label that names the card. */
function AskButton({
  change,
  row,
  actions,
  children,
}: {
  change: StatusChange;
  row: Reservation;
  actions: ReservationRowActions;
  children: string;
}) {
  const deliver = change === 'deliver';
  return (
    <Button
      size="small"
      variant={deliver ? 'contained' : 'outlined'}
      color={deliver ? 'primary' : 'error'}
      aria-label={deliver ? T.confirmDeliveryOf(row.cardName) : T.cancelOf(row.cardName)}
      onClick={() => actions.onAsk(row, change)}
    >
      {children}
    </Button>
  );
}

/**
 * The state and what can still be done: the seller confirms the delivery or cancels, the buyer
 * cancels; a sold or cancelled one only says so. Buttons say which card they act on.
 */
export function ReservationActions({
  row,
  side,
  actions,
  inline = false,
}: {
  row: Reservation;
  side: ReservationSide;
  actions: ReservationRowActions;
  /** On one wrapping line (a card), rather than stacked (a table cell). */
  inline?: boolean;
}) {
  const seller = side === 'seller';
  const status = (
    <Typography variant="body2" sx={{ fontWeight: 600 }}>
      {statusText(row)}
    </Typography>
  );
  if (isClosed(row)) return status;
  return (
    <Stack
      direction={inline ? 'row' : 'column'}
      spacing={inline ? 1.5 : 0.5}
      useFlexGap
      sx={{ alignItems: inline ? 'center' : 'flex-start', flexWrap: 'wrap' }}
    >
      {seller && status}
      {seller && (
        <AskButton change="deliver" row={row} actions={actions}>
          {T.confirmDelivery}
        </AskButton>
      )}
      <AskButton change="cancel" row={row} actions={actions}>
        {T.cancelColumn}
      </AskButton>
    </Stack>
  );
}
