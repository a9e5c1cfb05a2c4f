import { Box } from '@mui/material';
import type { ReactNode } from 'react';

// Two columns on a 375 px phone, up to six on a wide screen.
export const CARD_GRID_COLUMNS = {
  xs: 'repeat(2, minmax(0, 1fr))',
  sm: 'repeat(3, minmax(0, 1fr))',
  md: 'repeat(4, minmax(0, 1fr))',
  lg: 'repeat(6, minmax(0, 1fr))',
};

/** The grid of card tiles every card screen uses. */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: { xs: 1, sm: 2 }, gridTemplateColumns: CARD_GRID_COLUMNS }}>
      {children}
    </Box>
  );
}
