import type { LibraryCard } from '@mdc/shared';
import { Box, Stack, Typography } from '@mui/material';
import { CARD_GRID_COLUMNS } from '../../../components/card-grid';
import { usePagePriceHistories } from '../../../components/price-history/use-page-price-histories';
import type { CardRun } from '../model/view-cards';
import type { CardHandlers } from './card-actions';
import { CardRow } from './card-row';
import { CardTile } from './card-tile';

export type CardLayout = 'grid' | 'list';

/** One page of cards, as tiles or rows, under a heading per type group when grouped. */
export function CardCollection({
  runs,
  layout,
  buying,
  reservable,
  showDetails,
  isSelected,
  handlers,
}: {
  runs: CardRun[];
  layout: CardLayout;
  buying: boolean;
  reservable: boolean;
  showDetails: boolean;
  isSelected: (card: LibraryCard) => boolean;
  handlers: CardHandlers;
}) {
  const View = layout === 'grid' ? CardTile : CardRow;
  // Only a sale library's tiles show the history: one request for the page's cards.
  const historyOf = usePagePriceHistories(
    runs.flatMap((run) => run.cards),
    layout === 'grid' && !buying,
  );
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
                ? { display: 'grid', gap: { xs: 1, sm: 2 }, gridTemplateColumns: CARD_GRID_COLUMNS }
                : { display: 'flex', flexDirection: 'column', gap: 1 }
            }
          >
            {run.cards.map((card) => (
              <View
                key={card.id}
                card={card}
                buying={buying}
                reservable={reservable}
                selected={isSelected(card)}
                showDetails={showDetails}
                history={historyOf(card)}
                heading={run.group === null ? 'h2' : 'h3'}
                {...handlers}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
