import type { Library } from '@mdc/shared';

export interface UploadCardsDialogProps {
  open: boolean;
  /** The library the cards go to (its kind and cardCount decide the path and the 1000 alert). */
  library: Library;
  onClose: () => void;
  /** Called after a successful upload (the dialog has closed; the card list reloads). */
  onUploaded: () => void;
}

/** The bulk upload dialog (spec §4): file or paste, process, review, upload. Placeholder. */
export function UploadCardsDialog(_props: UploadCardsDialogProps) {
  return null;
}
