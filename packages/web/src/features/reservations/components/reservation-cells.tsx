import {
  PRICE_LOOKUP_COOLDOWN_MS,
  PRICE_LOOKUP_LOCK_MS,
  REFERENCE_PRICE_TEXTS as P,
  RESERVATION_SCREEN_TEXTS as T,
  type Reservation,
} from '@mdc/shared';
import { Button, ButtonBase, Chip, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CardImage } from '../../../components/card-image';
import {
  ReferencePriceButton,
  type ReferencePriceLimits,
} from '../../../components/reference-price/reference-price-button';
import type { ReservationSide } from '../api/get-reservations';
import type { StatusChange } from '../hooks/use-reservation-actions';
import type { ColumnKey } from '../model/reservation-columns';
import { formatReservationDate, priceValue } from '../model/reservation-rows';
import type { ReservationRowActions } from './reservation-row';

/** No delay before asking on these screens; a lock and a cooldown instead (spec §4). */
const LIMITS: ReferencePriceLimits = {
  delayMs: 0,
  screenLockMs: PRICE_LOOKUP_LOCK_MS,
  rowCooldownMs: PRICE_LOOKUP_COOLDOWN_MS,
};

const orDash = (text: string | null) => text || T.noData;
const status = (row: Reservation) => (row.sold ? T.sold : row.disabled ? T.cancelled : T.pending);
const active = (row: Reservation) => !row.sold && !row.disabled;
const showPrice = (price: string) => (priceValue(price) > 0 ? T.usd(priceValue(price)) : price);

/** What each column shows for one reservation, seen from `side`. */
export function reservationCells(
  row: Reservation,
  side: ReservationSide,
  actions: ReservationRowActions,
): Record<ColumnKey, ReactNode> {
  const isNew = side === 'buyer' ? row.buyerNew : row.sellerNew;
  const deliver = (change: StatusChange) => change === 'deliver';
  const askButton = (change: StatusChange) => (
    <Button
      size="small"
      variant={deliver(change) ? 'contained' : 'text'}
      color={deliver(change) ? 'primary' : 'error'}
      aria-label={deliver(change) ? T.confirmDeliveryOf(row.cardName) : T.cancelOf(row.cardName)}
      onClick={() => actions.onAsk(row, change)}
    >
      {deliver(change) ? T.confirmDelivery : T.cancelColumn}
    </Button>
  );
  return {
    action: active(row) && askButton('deliver'),
    image: (
      <ButtonBase
        aria-label={T.viewImage(row.cardName)}
        onClick={() => actions.onViewImage(row)}
        sx={{ borderRadius: 1 }}
      >
        <CardImage src={row.images[0]} name={row.cardName} width={48} />
      </ButtonBase>
    ),
    date: (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <span>{formatReservationDate(row.date)}</span>
        {isNew && <Chip label={T.isNew} color="secondary" size="small" />}
      </Stack>
    ),
    card: (
      <>
        <span>{row.cardName}</span>
        {row.setName && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {row.setName}
          </Typography>
        )}
      </>
    ),
    name: orDash(row.name),
    price: showPrice(row.price),
    phone: orDash(row.phone),
    email: row.email ? <Link href={`mailto:${row.email}`}>{row.email}</Link> : T.noData,
    status: status(row),
    referencePrice: (
      <ReferencePriceButton
        referenceId={row.referenceId}
        foil={row.foil}
        id={row.reservationId}
        lookupOwner={actions.lookupOwner}
        setLookupOwner={actions.setLookupOwner}
        notFoundText={P.notFoundReservation}
        limits={LIMITS}
      />
    ),
    cancel: active(row) ? askButton('cancel') : status(row),
  };
}
