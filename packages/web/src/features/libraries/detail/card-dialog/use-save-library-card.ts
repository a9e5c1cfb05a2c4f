import {
  LIBRARY_DETAIL_TEXTS as T,
  type CardSetOption,
  type Library,
  type LibraryCard,
} from '@mdc/shared';
import { notifySuccess } from '../../../../lib/notifications';
import { useAddLibraryCards } from '../../api/add-library-cards';
import { useEditLibraryCard } from '../../api/edit-library-card';
import { toEditedCard, toNewCard, type CardDialogValues } from './card-dialog-values';

/**
 * The card dialog's save: `card` edited, or without one a new card added to `library`; once
 * saved the snack bar says so and the dialog closes. The request's state is the dialog's.
 */
export function useSaveLibraryCard(
  library: Library,
  card: LibraryCard | null,
  onClose: () => void,
) {
  const buying = library.buying;
  const addCards = useAddLibraryCards(buying);
  const editCard = useEditLibraryCard(buying);
  const done = (message: string) => () => {
    notifySuccess(message);
    onClose();
  };
  const send = (values: CardDialogValues, option: CardSetOption | undefined) => {
    if (card) {
      editCard.mutate(toEditedCard(values, card, option, buying), {
        onSuccess: done(T.cardSaved),
      });
    } else {
      addCards.mutate([toNewCard(values, library.internalId, buying)], {
        onSuccess: done(T.cardAdded),
      });
    }
  };
  const { isPending, isError, error } = card ? editCard : addCards;
  return { send, isPending, isError, error };
}
