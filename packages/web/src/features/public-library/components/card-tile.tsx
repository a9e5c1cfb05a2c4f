import {
  linePriceText,
  PUBLIC_LIBRARY_TEXTS as T,
  type LibraryCard,
  type PriceHistory,
} from '@mdc/shared';
import { Box, Typography } from '@mui/material';
import { CardImage } from '../../../components/card-image';
import { PriceTrend } from '../../../components/price-history/price-trend';
import { UnbrokenHyphens } from '../../../components/unbroken-hyphens';
import { PriceEquivalentLine } from '../../../components/price/price-text';
import { CardActions, type CardHandlers } from './card-actions';
import { CardDetails } from './card-details';
import { ReservedBadge } from './reserved-badge';
import { SelectableCard } from './selectable-card';

export interface CardViewProps extends CardHandlers {
  card: LibraryCard;
  buying: boolean;
  /** Selectable and reservable: not on a wanted list, nor on the visitor's own library. */
  reservable: boolean;
  selected: boolean;
  showDetails: boolean;
  /** The price history a tile of a sale library shows (docs/product/catalog-and-prices.md#price-history). */
  history?: PriceHistory;
  /** The card name's heading: under the page's h1, or under a group's h2 (axe heading-order). */
  heading: 'h2' | 'h3';
}

/**
 * A card in the grid: image, name, price, controls. Clicking it toggles the selection. With
 * details on, a pointer device shows them over the image on hover or focus; a touch screen,
 * which cannot hover, shows them under the name.
 */
export function CardTile(view: CardViewProps) {
  const { card, buying, showDetails } = view;
  return (
    <SelectableCard
      {...view}
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        '&:hover .card-details, &:focus-within .card-details': { opacity: 1 },
      }}
    >
      <Box sx={{ position: 'relative', opacity: card.reserved ? 0.6 : 1 }}>
        <CardImage src={card.images[0]} name={card.cardName} />
      </Box>
      {card.reserved && <ReservedBadge overImage />}
      <Typography variant="subtitle2" component={view.heading} sx={{ overflowWrap: 'break-word' }}>
        <UnbrokenHyphens text={card.cardName} />
      </Typography>
      {!buying && (
        <>
          <Typography variant="body2">{linePriceText(card.price, T.ckPrice)}</Typography>
          <PriceEquivalentLine price={card.price} />
        </>
      )}
      {!buying && <PriceTrend history={view.history} />}
      {showDetails && (
        <Box
          className="card-details"
          sx={{
            '@media (hover: hover)': {
              position: 'absolute',
              top: 8,
              left: 8,
              right: 8,
              aspectRatio: '63 / 88',
              overflow: 'auto',
              p: 1,
              borderRadius: 1,
              bgcolor: 'rgba(0, 0, 0, 0.8)',
              color: 'common.white',
              opacity: 0,
              transition: 'opacity 150ms',
              pointerEvents: 'none',
            },
          }}
        >
          <CardDetails card={card} buying={buying} />
        </Box>
      )}
      <Box sx={{ mt: 'auto' }}>
        <CardActions {...view} />
      </Box>
    </SelectableCard>
  );
}
