import { Box } from '@mui/material';
import type { ReactNode } from 'react';

// Two columns on a 375 px phone, up to six on a wide screen: tiles of a card image over a few lines.
export const CARD_GRID_COLUMNS = {
  xs: 'repeat(2, minmax(0, 1fr))',
  sm: 'repeat(3, minmax(0, 1fr))',
  md: 'repeat(4, minmax(0, 1fr))',
  lg: 'repeat(6, minmax(0, 1fr))',
};

export type GridColumns = Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', string>>;

/** The grid of card tiles every card screen uses; `columns` for tiles of another shape. */
export function CardGrid({
  children,
  columns = CARD_GRID_COLUMNS,
}: {
  children: ReactNode;
  columns?: GridColumns;
}) {
  return (
    <Box sx={{ display: 'grid', gap: { xs: 1, sm: 2 }, gridTemplateColumns: columns }}>
      {children}
    </Box>
  );
}
