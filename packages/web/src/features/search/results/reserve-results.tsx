import { RESERVATION_DIALOG_TEXTS as R, SHELL_ROUTES } from '@mdc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useMemo } from 'react';
import { ReserveDialog } from '../../../components/reservation/reserve-dialog';
import { useSellerRecords } from '../api/get-seller-records';
import { notifySuccess } from '../../../lib/notifications';
import { isMemberCard, type AnyResultCard } from './result-tile';

/** A result to reserve, and how many of its copies (one unless said). */
export type ResultToReserve = AnyResultCard & { copies?: number };

/**
 * The reservation dialog over the selected results (or a step of 'Mejor combinación', with its
 * copies), each reserved with its own transaction type, with prices and the total; once
 * reserved the buyer is told so and lands on the orders tab (docs/product/search.md#results),
 * and the searches kept for Back are searched again when shown. Cancelling keeps the selection.
 */
export function ReserveResults({
  cards,
  onClose,
}: {
  cards: ResultToReserve[];
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const copies = cards.reduce((sum, card) => sum + (card.copies ?? 1), 0);
  // The selection's sellers' places: an optional meeting with each who lists some.
  const memberCards = useMemo(() => cards.filter(isMemberCard), [cards]);
  const records = useSellerRecords(memberCards);
  const sellerPlaces = useMemo(
    () => new Map([...records.byUser].map(([user, record]) => [user, record.places])),
    [records.byUser],
  );
  return (
    <ReserveDialog
      cards={cards.map((card) => ({ ...card, seller: isMemberCard(card) ? card.ownerUser : null }))}
      sellerPlaces={sellerPlaces}
      onCancel={onClose}
      onReserved={() => {
        notifySuccess(R.done(copies));
        void queryClient.invalidateQueries({ queryKey: ['search'], refetchType: 'none' });
        void navigate(SHELL_ROUTES.reservations);
      }}
    />
  );
}
