import {
  MEETING_TEXTS as M,
  priceWithEquivalent,
  RESERVATION_DIALOG_TEXTS as T,
  sumLinePrices,
  sumsText,
  type SellerPlace,
  type TransactionType,
} from '@mdc/shared';
import {
  Alert,
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogContentText,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useArsRate } from '../price/use-ars-rate';
import {
  isMeetingChosen,
  meetingBody,
  MeetingFields,
  NO_MEETING,
  type MeetingValue,
} from './meeting-fields';
import { errorMessage } from '../../lib/api-client';
import { unavailableCardIds, useReserveCards } from '../../lib/reserve-cards';

/**
 * A card as the dialog needs it: reserved by id, as a sale or a trade, listed by name with its
 * price (a guest's results have none); `copies` of it, one unless said.
 */
export interface ReservableCard {
  id: string;
  cardName: string;
  transactionType: TransactionType;
  price?: string;
  copies?: number;
  /** The seller's user name: a meeting may be proposed to him (docs/product/meetings.md). */
  seller?: string | null;
}

export interface ConfirmReservationProps<Card extends ReservableCard = ReservableCard> {
  cards: Card[];
  /** The reservation was made (the screen says so, reloads or moves on). */
  onReserved: () => void;
  onCancel: () => void;
  /**
   * Each seller's meeting places, by user name (the search's sellers' records): a seller of the
   * selection who lists some gets an optional 'Encuentro'.
   */
  sellerPlaces?: ReadonlyMap<string, readonly SellerPlace[]>;
}

const copiesOf = (card: ReservableCard) => card.copies ?? 1;

/**
 * 'Has seleccionado N carta(s)' (copies), each card with its copies and price (at most 12em
 * high, then scrolling), the total, then 'Confirmar' — the same from the search results as from
 * a library. A failure keeps the dialog open with the server's own words and, on a 409, the
 * cards that are no longer available, so the buyer can change the selection or cancel.
 */
export function ConfirmReservation<Card extends ReservableCard>({
  cards,
  onReserved,
  onCancel,
  sellerPlaces,
}: ConfirmReservationProps<Card>) {
  const reserve = useReserveCards();
  const rate = useArsRate();
  const idPrefix = useId();
  const [meetings, setMeetings] = useState<Record<string, MeetingValue>>({});
  // The sellers of the selection who list places, in the selection's order.
  const meetingSellers = [...new Set(cards.flatMap((card) => (card.seller ? [card.seller] : [])))]
    .map((seller) => ({ seller, places: sellerPlaces?.get(seller) ?? [] }))
    .filter(({ places }) => places.length > 0);
  // A card twice is two copies (docs/product/reservations.md#calls).
  const confirm = () => {
    const items = cards.flatMap((card) =>
      Array.from({ length: copiesOf(card) }, () => ({
        cardId: card.id,
        transactionType: card.transactionType,
      })),
    );
    const chosen = meetingSellers.flatMap(({ seller }) => {
      const value = meetings[seller];
      return isMeetingChosen(value) ? [{ seller, ...meetingBody(value) }] : [];
    });
    reserve.mutate(chosen.length ? { cards: items, meetings: chosen } : items, {
      onSuccess: onReserved,
    });
  };
  const lineOf = (card: Card) =>
    card.price === undefined
      ? `${copiesOf(card) > 1 ? `${copiesOf(card)} × ` : ''}${card.cardName}`
      : T.line(card.cardName, copiesOf(card), priceWithEquivalent(card.price, rate, T.ckPrice));
  const priced = cards.every((card) => card.price !== undefined);
  const sums = sumLinePrices(
    cards.flatMap((card) => Array.from({ length: copiesOf(card) }, () => card.price ?? '')),
  );
  const count = cards.reduce((sum, card) => sum + copiesOf(card), 0);
  const unavailable = new Set(unavailableCardIds(reserve.error));
  const taken = cards.filter((card) => unavailable.has(card.id));

  return (
    <>
      <DialogContent>
        <Stack spacing={1.5}>
          <Typography sx={{ fontWeight: 600 }}>{T.selectedSummary(count)}</Typography>
          <Box component="ul" sx={{ maxHeight: '12em', overflowY: 'auto', m: 0, pl: 2.5 }}>
            {cards.map((card) => (
              <li key={card.id}>{lineOf(card)}</li>
            ))}
          </Box>
          {priced && (
            <>
              <Typography sx={{ fontWeight: 600 }}>{T.total(sumsText(sums))}</Typography>
              {sums.ckCount > 0 && (
                <Typography variant="body2">{T.ckNotInTotal(sums.ckCount)}</Typography>
              )}
            </>
          )}
          {meetingSellers.length > 0 && (
            <Stack spacing={1.5} component="section" aria-label={M.label}>
              <Typography sx={{ fontWeight: 600 }}>{M.label}</Typography>
              <Typography variant="body2">{M.dialogHint}</Typography>
              {meetingSellers.map(({ seller, places }, index) => (
                <Stack key={seller} spacing={1} role="group" aria-label={M.withSeller(seller)}>
                  {meetingSellers.length > 1 && (
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {M.withSeller(seller)}
                    </Typography>
                  )}
                  <MeetingFields
                    optional
                    idPrefix={`${idPrefix}-${index}`}
                    places={places}
                    value={meetings[seller] ?? NO_MEETING}
                    onChange={(value) => setMeetings((all) => ({ ...all, [seller]: value }))}
                  />
                </Stack>
              ))}
            </Stack>
          )}
          <DialogContentText>{T.confirmPrompt}</DialogContentText>
          <DialogContentText variant="body2">{T.contactNote}</DialogContentText>
          {reserve.isError && (
            <Alert severity="error">
              {errorMessage(reserve.error, T.reserveFailed)}
              {taken.length > 0 && (
                <>
                  {` ${T.unavailableCards} `}
                  <strong>{taken.map((card) => card.cardName).join(', ')}</strong>
                </>
              )}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={reserve.isPending}>
          {T.cancel}
        </Button>
        <Button variant="contained" onClick={confirm} disabled={reserve.isPending}>
          {reserve.isPending ? T.reserving : T.confirm}
        </Button>
      </DialogActions>
    </>
  );
}
