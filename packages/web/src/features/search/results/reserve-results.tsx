import { RESERVATION_DIALOG_TEXTS as R, SHELL_ROUTES } from '@mdc/shared';
import { useNavigate } from 'react-router';
import { ReserveDialog } from '../../../components/reservation/reserve-dialog';
import { notifySuccess } from '../../../lib/notifications';
import type { AnyResultCard } from './result-tile';

/**
 * The reservation dialog over the selected results, each reserved with its own transaction type;
 * once reserved the buyer is told so and lands on the orders tab (docs/product/search.md#results).
 * Cancelling keeps the selection.
 */
export function ReserveResults({
  cards,
  onClose,
}: {
  cards: AnyResultCard[];
  onClose: () => void;
}) {
  const navigate = useNavigate();
  return (
    <ReserveDialog
      cards={cards}
      onCancel={onClose}
      onReserved={() => {
        notifySuccess(R.done(cards.length));
        void navigate(SHELL_ROUTES.reservations);
      }}
    />
  );
}
