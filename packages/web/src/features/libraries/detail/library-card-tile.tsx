import {
  cardLanguageLabel,
  CK_PRICE,
  linePriceText,
  LIBRARY_DETAIL_TEXTS as T,
  lineSetText,
  type LibraryCard,
  type PriceHistory,
} from '@mdc/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import { Box, Chip, Paper, IconButton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CardImage } from '../../../components/card-image';
import { PriceTrend } from '../../../components/price-history/price-trend';
import { PriceEquivalentLine } from '../../../components/price/price-text';
import { UnbrokenHyphens } from '../../../components/unbroken-hyphens';
import type { PriceLookup } from '../../../components/reference-price/price-lookup';
import { ReferencePriceButton } from '../../../components/reference-price/reference-price-button';

export interface TileActions {
  onEdit: (card: LibraryCard) => void;
  onDelete: (card: LibraryCard) => void;
  onView: (card: LibraryCard) => void;
  lookup: PriceLookup;
}

/**
 * One card of the library (docs/product/libraries.md#library-page): image, name, set, language; a
 * sale library's card also shows condition, foil and price ('Ver precio' when it follows the
 * reference price) and its price history (docs/product/catalog-and-prices.md#price-history).
 */
const TILE_SX = { height: '100%', display: 'flex', flexDirection: 'column' } as const;

export function LibraryCardTile({
  card,
  buying,
  actions,
  history,
}: {
  card: LibraryCard;
  buying: boolean;
  actions: TileActions;
  history?: PriceHistory;
}) {
  const setLine = lineSetText(card);
  return (
    <Paper component="article" aria-label={card.cardName} variant="outlined" sx={TILE_SX}>
      <Box sx={{ position: 'relative', p: 1 }}>
        <CardImage src={card.images[0]} name={card.cardName} />
        {card.reserved && (
          <Chip
            label={T.reserved}
            color="warning"
            size="small"
            sx={{ position: 'absolute', top: 12, left: 12 }}
          />
        )}
      </Box>
      <Box sx={{ flexGrow: 1, px: 1 }}>
        <Typography variant="subtitle2" component="h2" sx={{ overflowWrap: 'break-word' }}>
          <UnbrokenHyphens text={card.cardName} />
        </Typography>
        {setLine && (
          <Typography variant="body2" color="text.secondary">
            {setLine}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {[
            cardLanguageLabel(card.language),
            !buying && card.condition,
            !buying && card.foil && T.foil,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        {(buying || card.price === CK_PRICE) && card.quantity > 1 && (
          <Typography variant="body2">{T.quantity(card.quantity)}</Typography>
        )}
        {!buying && (
          <Box sx={{ mt: 0.5 }}>
            {card.price === CK_PRICE ? (
              <ReferencePriceButton card={card} id={card.id} lookup={actions.lookup} />
            ) : (
              <>
                <Typography variant="body1" sx={{ fontWeight: 600 }}>
                  {linePriceText(card.price, CK_PRICE)}
                  {card.quantity > 1 && ` · ${T.quantity(card.quantity)}`}
                </Typography>
                <PriceEquivalentLine price={card.price} />
              </>
            )}
            <PriceTrend history={history} />
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 0.5 }}>
        <TileAction
          label={T.viewImage(card.cardName)}
          onClick={() => actions.onView(card)}
          icon={<ZoomInIcon />}
        />
        <TileAction
          label={T.edit(card.cardName)}
          onClick={() => actions.onEdit(card)}
          icon={<EditIcon />}
        />
        <TileAction
          label={T.delete(card.cardName)}
          onClick={() => actions.onDelete(card)}
          icon={<DeleteIcon />}
        />
      </Box>
    </Paper>
  );
}

function TileAction({
  label,
  onClick,
  icon,
}: {
  label: string;
  onClick: () => void;
  icon: ReactNode;
}) {
  return (
    // A native title, not a Tooltip: a page holds 48 tiles with three actions each.
    <IconButton aria-label={label} title={label} size="small" onClick={onClick}>
      {icon}
    </IconButton>
  );
}
