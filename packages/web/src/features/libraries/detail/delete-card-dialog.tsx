import { LIBRARY_DETAIL_TEXTS as T, type LibraryCard } from '@mdc/shared';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notifications';
import { useDeleteLibraryCard } from '../api/delete-library-card';

/** '¿Está seguro de que desea eliminar?' Cancelar / Confirmar; a failure stays in the dialog. */
export function DeleteCardDialog({
  card,
  buying,
  onClose,
}: {
  card: LibraryCard | null;
  buying: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
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
    <Dialog
      open={card !== null}
      onClose={deleteCard.isPending ? undefined : close}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 350 } } }}
    >
      <DialogTitle id={titleId}>{T.deleteConfirm}</DialogTitle>
      <DialogContent>
        {card?.cardName}
        {deleteCard.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(deleteCard.error, T.deleteFailed)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={deleteCard.isPending}>
          {T.cancel}
        </Button>
        <Button variant="contained" color="error" onClick={confirm} disabled={deleteCard.isPending}>
          {T.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
