import { PUBLIC_LIBRARY_TEXTS as T, type LibraryCard } from '@mdc/shared';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import { Checkbox, IconButton, Stack, Tooltip } from '@mui/material';
import type { MouseEvent } from 'react';

export interface CardHandlers {
  onToggle: (card: LibraryCard) => void;
  onReserve: (card: LibraryCard) => void;
  onViewImage: (card: LibraryCard) => void;
}

// The tile itself toggles the selection on click: its controls must not click it too.
const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * A card's controls: select, see the image, reserve this card alone. Nothing is reservable on
 * a wanted list (buying) nor on one's own library; a reserved card can be neither selected nor
 * reserved.
 */
export function CardActions({
  card,
  reservable,
  selected,
  onToggle,
  onReserve,
  onViewImage,
}: CardHandlers & { card: LibraryCard; reservable: boolean; selected: boolean }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      {reservable && (
        <Checkbox
          checked={selected}
          disabled={card.reserved}
          onClick={stop}
          onChange={() => onToggle(card)}
          slotProps={{ input: { 'aria-label': T.select(card.cardName) } }}
        />
      )}
      <Tooltip title={T.viewImage(card.cardName)}>
        <IconButton
          aria-label={T.viewImage(card.cardName)}
          onClick={(event) => {
            stop(event);
            onViewImage(card);
          }}
        >
          <ZoomInIcon />
        </IconButton>
      </Tooltip>
      {reservable && !card.reserved && (
        <Tooltip title={T.reserveOne(card.cardName)}>
          <IconButton
            aria-label={T.reserveOne(card.cardName)}
            color="primary"
            onClick={(event) => {
              stop(event);
              onReserve(card);
            }}
          >
            <AddShoppingCartIcon />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
