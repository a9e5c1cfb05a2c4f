import type { LibraryCard } from '@mdc/shared';
import { Paper, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The frame of a card in either view: a click on it toggles the selection (not on a wanted list,
 * one's own library nor a reserved card), and a selected card is outlined.
 */
export function SelectableCard({
  card,
  reservable,
  selected,
  onToggle,
  sx,
  children,
}: {
  card: LibraryCard;
  reservable: boolean;
  selected: boolean;
  onToggle: (card: LibraryCard) => void;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const selectable = reservable && !card.reserved;
  return (
    <Paper
      variant="outlined"
      onClick={selectable ? () => onToggle(card) : undefined}
      sx={[
        {
          p: 1,
          cursor: selectable ? 'pointer' : 'default',
          outline: selected ? '3px solid' : 'none',
          outlineColor: 'primary.main',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Paper>
  );
}
