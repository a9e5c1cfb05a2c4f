import { LIBRARY_DETAIL_TEXTS as T, type LibraryCard } from '@mdc/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notifications';
import { useDeleteLibraryCard } from '../api/delete-library-card';

/** '¿Está seguro de que desea eliminar?' with the card's name; a failure stays in the dialog. */
export function DeleteCardDialog({
  card,
  buying,
  onClose,
}: {
  card: LibraryCard | null;
  buying: boolean;
  onClose: () => void;
}) {
  const deleteCard = useDeleteLibraryCard(buying);
  const close = () => {
    deleteCard.reset();
    onClose();
  };
  const confirm = () => {
    if (!card) return;
    deleteCard.mutate(card.id, {
      onSuccess: () => {
        notifySuccess(T.cardDeleted);
        close();
      },
    });
  };

  return (
    <ConfirmDialog
      open={card !== null}
      question={T.deleteConfirm}
      busy={deleteCard.isPending}
      error={deleteCard.isError ? errorMessage(deleteCard.error, T.deleteFailed) : null}
      onConfirm={confirm}
      onClose={close}
    >
      {card?.cardName}
    </ConfirmDialog>
  );
}
