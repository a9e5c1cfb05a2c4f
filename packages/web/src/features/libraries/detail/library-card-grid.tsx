import { LIBRARY_DETAIL_TEXTS as T, type LibraryCard } from '@mdc/shared';
import { Alert, Box, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { Pager } from '../../../components/pager';
import { usePagePriceHistories } from '../../../components/price-history/use-page-price-histories';
import { usePriceLookup } from '../../../components/reference-price/price-lookup';
import { clampPage, filterCardsByName, pageCount, pageOf } from './card-pages';
import { LibraryCardTile, type TileActions } from './library-card-tile';

type GridActions = Omit<TileActions, 'lookup'>;

/**
 * The name filter, the cards of one page (2 columns on a phone up to 6 on a desktop) and the
 * paging. The page shown stays between 1 and the number of pages after filtering or deleting.
 */
export function LibraryCardGrid({
  cards,
  buying,
  actions,
}: {
  cards: LibraryCard[];
  buying: boolean;
  actions: GridActions;
}) {
  const [filter, setFilter] = useState('');
  const [requestedPage, setRequestedPage] = useState(1);
  const lookup = usePriceLookup();
  const shown = filterCardsByName(cards, filter);
  const pages = pageCount(shown.length);
  const page = clampPage(requestedPage, pages);
  const tileActions = { ...actions, lookup };
  const cardsShown = pageOf(shown, page);
  // A sale library's tiles show prices, so their history: one request for the page.
  const historyOf = usePagePriceHistories(cardsShown, !buying);

  return (
    <Stack spacing={2}>
      <TextField
        label={T.filterLabel}
        type="search"
        size="small"
        value={filter}
        onChange={(event) => {
          setFilter(event.target.value);
          setRequestedPage(1);
        }}
        sx={{ maxWidth: 360 }}
      />
      {shown.length === 0 ? (
        <Alert severity="info">{cards.length === 0 ? T.empty : T.noMatches}</Alert>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 1, sm: 2 },
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(0, 1fr))',
              md: 'repeat(4, minmax(0, 1fr))',
              lg: 'repeat(6, minmax(0, 1fr))',
            },
          }}
        >
          {cardsShown.map((card) => (
            <LibraryCardTile
              key={card.id}
              card={card}
              buying={buying}
              actions={tileActions}
              history={historyOf(card)}
            />
          ))}
        </Box>
      )}
      <Pager
        page={page}
        pages={pages}
        onPageChange={(next) => {
          setRequestedPage(next);
          window.scrollTo({ top: 0 });
        }}
      />
    </Stack>
  );
}
