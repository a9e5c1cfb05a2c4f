import { LIBRARY_TABLE_TEXTS as T } from '@mdc/shared';
import { DialogContentText, TextField } from '@mui/material';
import { DialogShell } from '../../../components/dialog-shell';

/** When the browser refuses the clipboard: the link, selected, to copy by hand. */
export function ShareLinkDialog({ url, onClose }: { url: string; onClose: () => void }) {
  return (
    <DialogShell
      title={T.copyFailedTitle}
      onClose={onClose}
      closeLabel={T.close}
      size={{ fullWidth: true, maxWidth: 'sm' }}
    >
      <DialogContentText sx={{ mb: 2 }}>{T.copyFailed}</DialogContentText>
      <TextField
        label={T.linkLabel}
        value={url}
        fullWidth
        autoFocus
        onFocus={(event) => event.target.select()}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
    </DialogShell>
  );
}
