import { RESERVATION_SCREEN_TEXTS as T, RESERVATION_TIP_KEYS } from '@mdc/shared';
import { Alert } from '@mui/material';
import { useStoredFlag } from '../../../lib/use-stored-flag';
import type { ReservationSide } from '../api/get-reservations';

/**
 * The screen's tip; once closed it stays closed on this browser
 * (docs/product/screens.md#stored-flags).
 */
export function ReservationTip({ side }: { side: ReservationSide }) {
  const [hidden, hide] = useStoredFlag(RESERVATION_TIP_KEYS[side]);
  if (hidden) return null;
  return (
    <Alert severity="info" onClose={hide} slotProps={{ closeButton: { 'aria-label': T.closeTip } }}>
      {side === 'buyer' ? T.buyerTip : T.sellerTip}
    </Alert>
  );
}
