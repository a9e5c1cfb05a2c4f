import type { LibraryCard } from '@mdc/shared';
import { Box, Stack, Typography } from '@mui/material';
import type { CardRun } from '../model/view-cards';
import type { CardHandlers } from './card-actions';
import { CardRow } from './card-row';
import { CardTile } from './card-tile';

export type CardLayout = 'grid' | 'list';

// Two columns on a 375 px phone, up to six on a wide screen.
const GRID_COLUMNS = {
  xs: 'repeat(2, minmax(0, 1fr))',
  sm: 'repeat(3, minmax(0, 1fr))',
  md: 'repeat(4, minmax(0, 1fr))',
  lg: 'repeat(6, minmax(0, 1fr))',
};

/** One page of cards, as tiles or rows, under a heading per type group when grouped. */
export function CardCollection({
  runs,
  layout,
  buying,
  showDetails,
  isSelected,
  handlers,
}: {
  runs: CardRun[];
  layout: CardLayout;
  buying: boolean;
  showDetails: boolean;
  isSelected: (card: LibraryCard) => boolean;
  handlers: CardHandlers;
}) {
  const View = layout === 'grid' ? CardTile : CardRow;
  return (
    <Stack spacing={3}>
      {runs.map((run, index) => (
        <Box component="section" key={`${run.group ?? ''}-${index}`}>
          {run.group !== null && (
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {run.group}
            </Typography>
          )}
          <Box
            sx={
              layout === 'grid'
                ? { display: 'grid', gap: { xs: 1, sm: 2 }, gridTemplateColumns: GRID_COLUMNS }
                : { display: 'flex', flexDirection: 'column', gap: 1 }
            }
          >
            {run.cards.map((card) => (
              <View
                key={card.id}
                card={card}
                buying={buying}
                selected={isSelected(card)}
                showDetails={showDetails}
                {...handlers}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
