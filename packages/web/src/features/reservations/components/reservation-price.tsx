import {
  linePriceText,
  PRICE_LOOKUP_COOLDOWN_MS,
  PRICE_LOOKUP_LOCK_MS,
  REFERENCE_PRICE_TEXTS as P,
  RESERVATION_SCREEN_TEXTS as T,
  type Reservation,
  type ReservationSide,
} from '@mdc/shared';
import { Stack, Typography } from '@mui/material';
import {
  ReferencePriceButton,
  type ReferencePriceLimits,
} from '../../../components/reference-price/reference-price-button';
import type { ReservationRowActions } from '../model/view-props';
import { isCkPrice } from '../model/reservation-rows';
import { PriceEquivalentLine } from '../../../components/price/price-text';

/**
 * No delay before asking on these screens; a lock and a cooldown instead
 * (docs/product/catalog-and-prices.md#reference-prices).
 */
const LIMITS: ReferencePriceLimits = {
  delayMs: 0,
  screenLockMs: PRICE_LOOKUP_LOCK_MS,
  rowCooldownMs: PRICE_LOOKUP_COOLDOWN_MS,
};

/**
 * The price agreed: 'USD 12.50 · ≈ $ 15.250', 'ARS 15.000 · ≈ USD 12.30', or 'Precio CK' for a price that follows the reference (stored
 * 'ck'), never the raw 'ck'. The seller looks up the reference price of every reservation (its
 * own column); the buyer of a 'Precio CK' one, to know what it costs (a dash when the card
 * has no catalog printing to ask about).
 */
export function ReservationPrice({
  row,
  side,
  actions,
}: {
  row: Reservation;
  side: ReservationSide;
  actions: ReservationRowActions;
}) {
  const ck = isCkPrice(row.price);
  const lookup = side === 'seller' || (ck && row.referenceId);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {linePriceText(row.price, T.ckPrice)}
      </Typography>
      <PriceEquivalentLine price={row.price} />
      {lookup ? (
        <ReferencePriceButton
          card={row}
          id={row.reservationId}
          lookup={actions.lookup}
          notFoundText={P.notFoundReservation}
          limits={LIMITS}
        />
      ) : (
        ck && <Typography variant="body2">{T.noData}</Typography>
      )}
    </Stack>
  );
}
