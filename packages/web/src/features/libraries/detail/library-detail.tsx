import { LIBRARY_DETAIL_TEXTS as T, type LibraryCard } from '@mdc/shared';
import { CircularProgress, Stack } from '@mui/material';
import { useState } from 'react';
import { CardImageViewer } from '../../../components/card-image-viewer';
import { errorMessage } from '../../../lib/api-client';
import { useLibraryCards } from '../api/get-library-cards';
import { UploadCardsDialog } from '../upload/upload-cards-dialog';
import { LibraryCardDialog } from './card-dialog/library-card-dialog';
import { DeleteCardDialog } from './delete-card-dialog';
import { LibraryCardGrid } from './library-card-grid';
import { LibraryHeader } from './library-header';
import { LibraryUnavailable } from './library-unavailable';

type Open =
  { dialog: 'add' | 'upload' } | { dialog: 'edit' | 'delete' | 'image'; card: LibraryCard } | null;

/**
 * One of the user's libraries with its cards, and the dialogs that change them
 * (docs/product/libraries.md#library-page).
 */
export function LibraryDetail({
  libraryId,
  buying,
  nameWhileLoading,
}: {
  libraryId: string;
  buying: boolean;
  nameWhileLoading: string;
}) {
  const cards = useLibraryCards(libraryId, buying);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const cardOf = (dialog: 'edit' | 'delete' | 'image') =>
    open && open.dialog === dialog && 'card' in open ? open.card : null;

  if (cards.isError) {
    return <LibraryUnavailable message={errorMessage(cards.error, T.loadFailed)} buying={buying} />;
  }
  const library = cards.data?.library;
  const editing = cardOf('edit');
  const viewed = cardOf('image');

  return (
    <Stack spacing={3}>
      <LibraryHeader
        name={library?.name ?? nameWhileLoading}
        buying={buying}
        cardCount={library?.cardCount ?? null}
        onAdd={() => setOpen({ dialog: 'add' })}
        onUpload={() => setOpen({ dialog: 'upload' })}
      />
      {cards.isPending || !library ? (
        <CircularProgress aria-label={T.loading} sx={{ alignSelf: 'center' }} />
      ) : (
        <>
          <LibraryCardGrid
            cards={cards.data.cards}
            buying={buying}
            actions={{
              onEdit: (card) => setOpen({ dialog: 'edit', card }),
              onDelete: (card) => setOpen({ dialog: 'delete', card }),
              onView: (card) => setOpen({ dialog: 'image', card }),
            }}
          />
          {(open?.dialog === 'add' || editing) && (
            <LibraryCardDialog
              key={editing?.id ?? 'new'}
              library={library}
              card={editing}
              onClose={close}
            />
          )}
          <UploadCardsDialog
            open={open?.dialog === 'upload'}
            library={library}
            onClose={close}
            onUploaded={() => void cards.refetch()}
          />
          <DeleteCardDialog card={cardOf('delete')} buying={buying} onClose={close} />
          <CardImageViewer
            card={viewed && { name: viewed.cardName, images: viewed.images }}
            onClose={close}
          />
        </>
      )}
    </Stack>
  );
}
