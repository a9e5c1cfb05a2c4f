import { PUBLIC_LIBRARY_TEXTS as T, type LibraryCard, type TransactionType } from '@mdc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ReserveDialog } from '../../../components/reservation/reserve-dialog';
import { notifySuccess } from '../../../lib/notifications';
import { useOwnerPlaces } from '../api/get-owner-places';
import { publicLibraryKeys } from '../api/get-public-library';

/**
 * The reservation dialog over a library's cards: each with its price, then the total. A card
 * of a selling library is reserved as a sale, of a trading-only one as a trade (the server
 * refuses a sale there). Where the owner lists meeting places, the buyer may propose one. Once
 * reserved the library reloads, so the cards just reserved show 'Reservado'.
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
  // The owner's places: an optional meeting proposed with the reservation.
  const { owner, places } = useOwnerPlaces(cards[0]?.libraryId ?? '');
  return (
    <ReserveDialog
      cards={cards.map((card) => ({ ...card, transactionType, seller: owner }))}
      sellerPlaces={places}
      onCancel={() => onClose(false)}
      onReserved={() => {
        notifySuccess(T.reserveDone(cards.length));
        void queryClient.invalidateQueries({ queryKey: publicLibraryKeys.all });
        onClose(true);
      }}
    />
  );
}
