import { PUBLIC_LIBRARY_TEXTS as T, type LibraryCard, type TransactionType } from '@mdc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ReserveDialog } from '../../../components/reservation/reserve-dialog';
import { notifySuccess } from '../../../lib/notifications';
import { publicLibraryKeys } from '../api/get-public-library';

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
  return (
    <ReserveDialog
      cards={cards.map((card) => ({ ...card, transactionType }))}
      onCancel={() => onClose(false)}
      onReserved={() => {
        notifySuccess(T.reserveDone(cards.length));
        void queryClient.invalidateQueries({ queryKey: publicLibraryKeys.all });
        onClose(true);
      }}
    />
  );
}
