import { LIBRARY_TABLE_TEXTS as T, type Library } from '@mdc/shared';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useLibraries } from '../api/get-libraries';
import type { LibraryKind } from '../api/library-paths';
import { AddLibraryButton } from './add-library-button';
import { DeleteLibraryDialog } from './delete-library-dialog';
import { LibraryFormDialog } from './library-form-dialog';
import { LibraryTable } from './library-table';
import { ShareLinkDialog } from './share-link-dialog';
import { useLibraryActions } from './use-library-actions';

type OpenDialog =
  { type: 'new' } | { type: 'rename'; library: Library } | { type: 'delete'; library: Library };

/**
 * The dashboard's Venta (kind 'sale') or Compra (kind 'buying') section: the user's libraries
 * of that kind in a table, with the new, rename and delete dialogs and the share link.
 */
export function LibraryTablePanel({ kind }: { kind: LibraryKind }) {
  const libraries = useLibraries(kind);
  const actions = useLibraryActions(kind);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);
  const openNew = () => setDialog({ type: 'new' });

  let content;
  if (libraries.isPending) {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={T.loading} />
      </Box>
    );
  } else if (libraries.data === undefined) {
    // Only a first load that failed; a failed refetch keeps the table it had.
    content = (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            disabled={libraries.isFetching}
            onClick={() => void libraries.refetch()}
          >
            {T.retry}
          </Button>
        }
      >
        {errorMessage(libraries.error, T.loadFailed)}
      </Alert>
    );
  } else if (libraries.data.length === 0) {
    const sale = kind === 'sale';
    content = (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Typography component="h2" variant="h6">
            {sale ? T.emptySale : T.emptyBuying}
          </Typography>
          <Typography color="text.secondary">
            {sale ? T.emptySaleHint : T.emptyBuyingHint}
          </Typography>
          <AddLibraryButton onClick={openNew} />
        </Stack>
      </Paper>
    );
  } else {
    content = (
      <LibraryTable
        kind={kind}
        libraries={libraries.data}
        onAdd={openNew}
        onShare={(library) => void actions.share(library)}
        onRename={(library) => setDialog({ type: 'rename', library })}
        onDelete={(library) => setDialog({ type: 'delete', library })}
      />
    );
  }

  return (
    <>
      {content}
      {dialog?.type === 'new' && (
        <LibraryFormDialog
          kind={kind}
          busy={actions.busy}
          onSubmit={(values) => actions.create(values, close)}
          onClose={close}
        />
      )}
      {dialog?.type === 'rename' && (
        <LibraryFormDialog
          kind={kind}
          library={dialog.library}
          busy={actions.busy}
          onSubmit={(values) => actions.rename(dialog.library, values, close)}
          onClose={close}
        />
      )}
      {dialog?.type === 'delete' && (
        <DeleteLibraryDialog
          library={dialog.library}
          busy={actions.busy}
          onConfirm={() => actions.remove(dialog.library, close)}
          onClose={close}
        />
      )}
      {actions.unshared && (
        <ShareLinkDialog url={actions.unshared} onClose={actions.closeUnshared} />
      )}
    </>
  );
}
