import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { useId } from 'react';
import { CardImage } from './card-image';

export interface ViewedCard {
  name: string;
  /** The card's image URLs; the first is shown. */
  images: readonly string[];
}

/** The image viewer: one card's picture, large, closed with Escape or ×. */
export function CardImageViewer({
  card,
  onClose,
}: {
  card: ViewedCard | null;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog
      open={card !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {card?.name}
      </DialogTitle>
      <IconButton
        aria-label="Cerrar"
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ display: 'flex', justifyContent: 'center' }}>
        {card && <CardImage src={card.images[0]} name={card.name} width="min(100%, 488px)" />}
      </DialogContent>
    </Dialog>
  );
}
