import DeleteIcon from '@mui/icons-material/Delete';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { Box, Chip, Collapse, IconButton, Stack, Typography } from '@mui/material';
import { CK_PRICE, repeatedRowText, UPLOAD_TEXTS, type CardMatch } from '@mdc/shared';
import { memo, useId, useState } from 'react';
import { CardImage } from '../../../components/card-image';
import type { PriceSource, ReviewRow } from './import-review';

const MATCH_TEXTS: Record<CardMatch, string> = {
  printing: UPLOAD_TEXTS.matchPrinting,
  set: UPLOAD_TEXTS.matchSet,
  name: UPLOAD_TEXTS.matchName,
  none: UPLOAD_TEXTS.matchNone,
};

const PRICE_TEXTS: Record<PriceSource, string> = {
  file: UPLOAD_TEXTS.priceFromFile,
  catalog: UPLOAD_TEXTS.priceFromCatalog,
  ck: UPLOAD_TEXTS.priceCk,
};

export const priceText = (price: string) => (price === CK_PRICE ? CK_PRICE : `USD ${price}`);

interface ReviewRowItemProps {
  row: ReviewRow;
  /** True when the library already has this line (the upload replaces its quantity and price). */
  updates: boolean;
  /** Rows of the file on the same line (1 when the row is alone). */
  rowsOnLine: number;
  showPrice: boolean;
  onRemove: (id: number) => void;
  disabled: boolean;
}

/** One imported row: what it is, how the catalog matched it, new or update; details on demand. */
export const ReviewRowItem = memo(function ReviewRowItem({
  row,
  updates,
  rowsOnLine,
  showPrice,
  onRemove,
  disabled,
}: ReviewRowItemProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const { card } = row;
  const printing = [card.set, card.collectorNumber && `#${card.collectorNumber}`]
    .filter(Boolean)
    .join(' ');
  const facts = [
    printing,
    card.condition,
    card.language,
    card.foil && UPLOAD_TEXTS.foil,
    showPrice && priceText(row.price),
  ].filter(Boolean);

  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {card.quantity} × {card.name}
            </Typography>
            <Chip
              size="small"
              color={updates ? 'primary' : 'success'}
              label={updates ? UPLOAD_TEXTS.statusUpdate : UPLOAD_TEXTS.statusNew}
            />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {facts.join(' · ')}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            {card.match === 'none' && <WarningIcon fontSize="small" color="warning" />}
            <Typography
              variant="body2"
              color={card.match === 'none' ? 'text.primary' : 'text.secondary'}
            >
              {MATCH_TEXTS[card.match]}
            </Typography>
          </Stack>
        </Box>
        <IconButton
          aria-label={`${UPLOAD_TEXTS.details}: ${card.name}`}
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen(!open)}
        >
          <ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : undefined }} />
        </IconButton>
        <IconButton
          aria-label={`${UPLOAD_TEXTS.remove} ${card.name}`}
          onClick={() => onRemove(row.id)}
          disabled={disabled}
        >
          <DeleteIcon />
        </IconButton>
      </Stack>
      <Collapse in={open} id={detailsId} unmountOnExit>
        <Stack direction="row" spacing={2} sx={{ pt: 1 }}>
          {card.reference && (
            <CardImage src={card.reference.images[0]} name={card.reference.name} width={72} />
          )}
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            {card.reference && (
              <Typography variant="body2">
                {card.reference.name} — {card.reference.setName} ({card.reference.setCode}) #
                {card.reference.collectorNumber}
              </Typography>
            )}
            {card.suggestions.length > 0 && (
              <Typography variant="body2">
                {UPLOAD_TEXTS.suggestions} {card.suggestions.join(', ')}
              </Typography>
            )}
            {showPrice && (
              <Typography variant="body2">
                {PRICE_TEXTS[row.priceSource]}: {priceText(row.price)}
              </Typography>
            )}
            {rowsOnLine > 1 && (
              <Typography variant="body2">{repeatedRowText(rowsOnLine)}</Typography>
            )}
          </Stack>
        </Stack>
      </Collapse>
    </Box>
  );
});
