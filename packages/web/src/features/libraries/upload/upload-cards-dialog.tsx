import { Dialog, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import { UPLOAD_TEXTS, type Library } from '@mdc/shared';
import { useId, useState } from 'react';
import { UploadCardsSteps } from './upload-cards-steps';

export interface UploadCardsDialogProps {
  open: boolean;
  /** The library the cards go to (its kind decides the path; its cards are read afresh at 'Procesar'). */
  library: Library;
  onClose: () => void;
  /** Called after a successful upload (the dialog has closed; the card list reloads). */
  onUploaded: () => void;
}

/**
 * The bulk upload dialog (docs/product/libraries.md#bulk-import): file or paste, process, review,
 * upload. Full screen on a phone; its steps start afresh each time it opens (the dialog unmounts
 * them when closed).
 */
export function UploadCardsDialog({ open, library, onClose, onUploaded }: UploadCardsDialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [uploading, setUploading] = useState(false);
  const titleId = useId();

  return (
    <Dialog
      open={open}
      onClose={uploading ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {UPLOAD_TEXTS.title}: {library.name}
      </DialogTitle>
      <UploadCardsSteps
        library={library}
        onClose={onClose}
        onUploaded={onUploaded}
        onUploadingChange={setUploading}
      />
    </Dialog>
  );
}
