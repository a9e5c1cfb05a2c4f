import {
  PUBLIC_LIBRARY_TEXTS as T,
  priceWithEquivalent,
  type LibraryCard,
  type TransactionType,
} from '@mdc/shared';
import { Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { ReserveDialog } from '../../../components/reservation/reserve-dialog';
import { notifySuccess } from '../../../lib/notifications';
import { publicLibraryKeys } from '../api/get-public-library';
import { useArsRate } from '../../../components/price/use-ars-rate';
import { totalPrice } from '../model/price';

/**
 * The reservation dialog over a library's cards: each with its price, then the total. A card
 * of a selling library is reserved as a sale, of a trading-only one as a trade (the server
 * refuses a sale there). Once reserved the library reloads, so the cards just reserved show
 * 'Reservado'.
 */
export function ReserveLibraryCards({
  cards,
  transactionType,
  onClose,
}: {
  cards: LibraryCard[];
  transactionType: TransactionType;
  onClose: (reserved: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const rate = useArsRate();
  const { total, ckCount } = totalPrice(cards.map((card) => card.price));
  return (
    <ReserveDialog
      cards={cards.map((card) => ({ ...card, transactionType }))}
      lineOf={(card) => `${card.cardName} — ${priceWithEquivalent(card.price, rate, T.ckPrice)}`}
      onCancel={() => onClose(false)}
      onReserved={() => {
        notifySuccess(T.reserveDone(cards.length));
        void queryClient.invalidateQueries({ queryKey: publicLibraryKeys.all });
        onClose(true);
      }}
    >
      <Typography sx={{ fontWeight: 600 }}>{T.total(total)}</Typography>
      {ckCount > 0 && <Typography variant="body2">{T.ckNotInTotal(ckCount)}</Typography>}
    </ReserveDialog>
  );
}
