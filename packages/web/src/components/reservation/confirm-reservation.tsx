import {
  priceWithEquivalent,
  RESERVATION_DIALOG_TEXTS as T,
  sumLinePrices,
  sumsText,
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
import { useArsRate } from '../price/use-ars-rate';
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
}

export interface ConfirmReservationProps<Card extends ReservableCard = ReservableCard> {
  cards: Card[];
  /** The reservation was made (the screen says so, reloads or moves on). */
  onReserved: () => void;
  onCancel: () => void;
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
}: ConfirmReservationProps<Card>) {
  const reserve = useReserveCards();
  const rate = useArsRate();
  // A card twice is two copies (docs/product/reservations.md#calls).
  const confirm = () =>
    reserve.mutate(
      cards.flatMap((card) =>
        Array.from({ length: copiesOf(card) }, () => ({
          cardId: card.id,
          transactionType: card.transactionType,
        })),
      ),
      { onSuccess: onReserved },
    );
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
