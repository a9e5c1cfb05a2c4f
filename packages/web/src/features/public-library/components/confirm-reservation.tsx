import { PUBLIC_LIBRARY_TEXTS as T, type LibraryCard } from '@mdc/shared';
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
import { errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notifications';
import { useReserveCards } from '../api/reserve-cards';
import { formatPrice, totalPrice } from '../model/price';

/**
 * The selected cards with their prices and total, then 'Confirmar'. A failure keeps the dialog
 * open with the server's own words, so the visitor can try again or cancel.
 */
export function ConfirmReservation({
  cards,
  onClose,
}: {
  cards: LibraryCard[];
  onClose: (reserved: boolean) => void;
}) {
  const reserve = useReserveCards();
  const { total, ckCount } = totalPrice(cards.map((card) => card.price));
  const confirm = () =>
    reserve.mutate(
      cards.map((card) => card.id),
      {
        onSuccess: () => {
          notifySuccess(T.reserveDone(cards.length));
          onClose(true);
        },
      },
    );

  return (
    <>
      <DialogContent>
        <Stack spacing={1.5}>
          <Typography sx={{ fontWeight: 600 }}>{T.selectedSummary(cards.length)}</Typography>
          <Box component="ul" sx={{ maxHeight: '12em', overflowY: 'auto', m: 0, pl: 2.5 }}>
            {cards.map((card) => (
              <li key={card.id}>
                {card.cardName} — {formatPrice(card.price)}
              </li>
            ))}
          </Box>
          <Typography sx={{ fontWeight: 600 }}>{T.total(total)}</Typography>
          {ckCount > 0 && <Typography variant="body2">{T.ckNotInTotal(ckCount)}</Typography>}
          <DialogContentText>{T.confirmPrompt}</DialogContentText>
          <DialogContentText variant="body2">{T.contactNote}</DialogContentText>
          {reserve.isError && (
            <Alert severity="error">{errorMessage(reserve.error, T.reserveFailed)}</Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)} disabled={reserve.isPending}>
          {T.cancel}
        </Button>
        <Button variant="contained" onClick={confirm} disabled={reserve.isPending}>
          {reserve.isPending ? T.reserving : T.confirm}
        </Button>
      </DialogActions>
    </>
  );
}
