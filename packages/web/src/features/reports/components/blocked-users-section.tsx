import { BLOCK_TEXTS as T, INTERNAL_ERROR } from '@mdc/shared';
import { Alert, Box, Button, CircularProgress, List, ListItem, Typography } from '@mui/material';
import { useId } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notifications';
import { useBlocks, useUnblockUser } from '../api/blocks';

/** One blocked user and the way back: 'Desbloquear', which says whom. */
function BlockedUserItem({ user }: { user: string }) {
  const unblock = useUnblockUser();
  return (
    <ListItem disableGutters divider sx={{ gap: 2, justifyContent: 'space-between' }}>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{user}</Typography>
      <Button
        size="small"
        variant="outlined"
        aria-label={T.unblockLabel(user)}
        disabled={unblock.isPending}
        sx={{ flexShrink: 0 }}
        onClick={() =>
          unblock.mutate(user, {
            onSuccess: ({ message }) => notifySuccess(message),
            onError: (error) => notifyError(errorMessage(error, INTERNAL_ERROR.message)),
          })
        }
      >
        {T.unblock}
      </Button>
    </ListItem>
  );
}

/** 'Usuarios bloqueados' on the profile: only the blocker ever sees a block. */
export function BlockedUsersSection() {
  const titleId = useId();
  const blocks = useBlocks();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography variant="h6" component="h2" id={titleId} gutterBottom>
        {T.listTitle}
      </Typography>
      {blocks.isPending ? (
        <CircularProgress size={24} aria-label={T.loading} />
      ) : blocks.isError ? (
        <Alert severity="error">{errorMessage(blocks.error, T.loadFailed)}</Alert>
      ) : blocks.data.length === 0 ? (
        <Typography color="text.secondary">{T.listEmpty}</Typography>
      ) : (
        <List disablePadding>
          {blocks.data.map((block) => (
            <BlockedUserItem key={block.user} user={block.user} />
          ))}
        </List>
      )}
    </Box>
  );
}
