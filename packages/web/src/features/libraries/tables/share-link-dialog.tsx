import { LIBRARY_TABLE_TEXTS as T } from '@mdc/shared';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId } from 'react';

/** When the browser refuses the clipboard: the link, selected, to copy by hand. */
export function ShareLinkDialog({ url, onClose }: { url: string; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{T.copyFailedTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{T.copyFailed}</DialogContentText>
        <TextField
          label={T.linkLabel}
          value={url}
          fullWidth
          autoFocus
          onFocus={(event) => event.target.select()}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
