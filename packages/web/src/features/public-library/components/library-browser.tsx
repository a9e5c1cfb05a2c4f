import {
  LIBRARY_PAGE_SIZE,
  PUBLIC_LIBRARY_NAME_PARAM,
  PUBLIC_LIBRARY_TEXTS as T,
  type LibraryCard,
  type TransactionType,
} from '@mdc/shared';
import { Alert, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CardImageViewer } from '../../../components/card-image-viewer';
import { Pager } from '../../../components/pager';
import { useCardSelection } from '../../../lib/use-card-selection';
import { pageOf, runsOf, viewCards, type CardViewOptions } from '../model/view-cards';
import { CardCollection } from './card-collection';
import { LibraryFilters, type DisplayOptions } from './library-filters';
import { ReserveLibraryCards } from './reserve-library-cards';
import { SelectionBar } from '../../../components/reservation/selection-bar';
import { useScreenPage } from '../../../lib/use-screen-page';
import { useArsRate } from '../../../components/price/use-ars-rate';

const ALL_CARDS: CardViewOptions = { name: '', foil: 'all', sort: 'none', groupByType: false };

/**
 * The library's cards as the visitor chooses to see them, 48 a page, with selection and
 * reservation. A wanted list (buying) has nothing to select or reserve, nor has the visitor's
 * own library (`own`), nor a library across a block (`blocked`, either way).
 */
export function LibraryBrowser({
  cards,
  buying,
  own = false,
  blocked = false,
  transactionType,
}: {
  cards: LibraryCard[];
  buying: boolean;
  own?: boolean;
  blocked?: boolean;
  /** What a reservation here is: a sale when the library sells, else a trade. */
  transactionType: TransactionType;
}) {
  const reservable = !buying && !own && !blocked;
  // A link may name a card (an alert's, docs/product/notifications.md): the filter starts with it.
  const [params] = useSearchParams();
  const [options, setOptions] = useState(() => ({
    ...ALL_CARDS,
    name: params.get(PUBLIC_LIBRARY_NAME_PARAM) ?? '',
  }));
  const [display, setDisplay] = useState<DisplayOptions>({ layout: 'grid', showDetails: false });
  const pages = useScreenPage();
  const [viewed, setViewed] = useState<LibraryCard | null>(null);
  const [toReserve, setToReserve] = useState<LibraryCard[] | null>(null);
  const selection = useCardSelection(cards);
  const rate = useArsRate();
  const shown = useMemo(() => viewCards(cards, options, rate), [cards, options, rate]);
  // Kept between 1 and the number of pages, also when a reload leaves fewer cards.
  const current = pageOf(shown, pages.page, LIBRARY_PAGE_SIZE);
  const filtered = shown.length !== cards.length;

  if (cards.length === 0) return <Alert severity="info">{T.empty}</Alert>;
  return (
    <Stack spacing={2}>
      <LibraryFilters
        options={options}
        onOptionsChange={pages.resetting(setOptions)}
        display={display}
        onDisplayChange={setDisplay}
        buying={buying}
      />
      {filtered && <Typography aria-live="polite">{T.matches(shown.length)}</Typography>}
      {shown.length === 0 ? (
        <Alert severity="info">{T.noMatches}</Alert>
      ) : (
        <CardCollection
          runs={runsOf(current.items, options.groupByType)}
          layout={display.layout}
          buying={buying}
          reservable={reservable}
          showDetails={display.showDetails}
          isSelected={selection.isSelected}
          handlers={{
            onToggle: selection.toggle,
            onReserve: (card) => setToReserve([card]),
            onViewImage: setViewed,
          }}
        />
      )}
      <Pager page={current.page} pages={current.pages} onPageChange={pages.turn} />
      {reservable && (
        <SelectionBar
          selection={selection}
          shown={shown}
          onReserve={() => setToReserve(selection.selected)}
        />
      )}
      <CardImageViewer
        card={viewed && { name: viewed.cardName, images: viewed.images }}
        onClose={() => setViewed(null)}
      />
      {toReserve && (
        <ReserveLibraryCards
          cards={toReserve}
          transactionType={transactionType}
          onClose={(reserved) => {
            setToReserve(null);
            if (reserved) selection.deselect(toReserve);
          }}
        />
      )}
    </Stack>
  );
}
