import { RESERVATION_DIALOG_TEXTS as T, type TransactionType } from '@mdc/shared';
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
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { unavailableCardIds, useReserveCards } from '../../lib/reserve-cards';

/** A card as the dialog needs it: reserved by id, as a sale or a trade, listed by name. */
export interface ReservableCard {
  id: string;
  cardName: string;
  transactionType: TransactionType;
}

export interface ConfirmReservationProps<Card extends ReservableCard = ReservableCard> {
  cards: Card[];
  /** A card's line in the list; its name by default. */
  lineOf?: (card: Card) => string;
  /** More under the list (a total, a note). */
  children?: ReactNode;
  /** The reservation was made (the screen says so, reloads or moves on). */
  onReserved: () => void;
  onCancel: () => void;
}

/**
 * 'Has seleccionado N carta(s)', the names (at most 12em high, then scrolling), then 'Confirmar'.
 * A failure keeps the dialog open with the server's own words and, on a 409, the cards that are
 * no longer available, so the buyer can change the selection or cancel.
 */
export function ConfirmReservation<Card extends ReservableCard>({
  cards,
  lineOf = (card) => card.cardName,
  children,
  onReserved,
  onCancel,
}: ConfirmReservationProps<Card>) {
  const reserve = useReserveCards();
  const confirm = () =>
    reserve.mutate(
      cards.map((card) => ({ cardId: card.id, transactionType: card.transactionType })),
      { onSuccess: onReserved },
    );
  const unavailable = new Set(unavailableCardIds(reserve.error));
  const taken = cards.filter((card) => unavailable.has(card.id));

  return (
    <>
      <DialogContent>
        <Stack spacing={1.5}>
          <Typography sx={{ fontWeight: 600 }}>{T.selectedSummary(cards.length)}</Typography>
          <Box component="ul" sx={{ maxHeight: '12em', overflowY: 'auto', m: 0, pl: 2.5 }}>
            {cards.map((card) => (
              <li key={card.id}>{lineOf(card)}</li>
            ))}
          </Box>
          {children}
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
