import DeleteIcon from '@mui/icons-material/Delete';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { Box, Button, Chip, Collapse, IconButton, Stack, Typography } from '@mui/material';
import { lineEquivalentText, UPLOAD_TEXTS, type CardMatch, type CardSummary } from '@mdc/shared';
import { memo, useId, useState } from 'react';
import { useArsRate } from '../../../components/price/use-ars-rate';
import { UnbrokenHyphens } from '../../../components/unbroken-hyphens';
import type { ReviewRow } from './import-review';
import { ReviewFacts, Whole, type ReviewFact } from './review-facts';
import { priceText, ReviewRowDetails, type ReviewRowDetailsProps } from './review-row-details';

const MATCH_TEXTS: Record<CardMatch, string> = {
  printing: UPLOAD_TEXTS.matchPrinting,
  set: UPLOAD_TEXTS.matchSet,
  name: UPLOAD_TEXTS.matchName,
  none: UPLOAD_TEXTS.matchNone,
};

const setAndNumber = (set: string | null, collectorNumber: string | null) =>
  [set, collectorNumber && `#${collectorNumber}`].filter(Boolean).join(' ');

/** The printing the upload stores: the catalog's (set name, code, number) or the file's. */
function storedPrinting(card: CardSummary): ReviewFact[] {
  const { reference } = card;
  if (!reference) {
    const printing = setAndNumber(card.set, card.collectorNumber);
    return printing ? [{ whole: printing }] : [];
  }
  return [
    {
      text: reference.setName,
      whole: `(${reference.setCode}) #${reference.collectorNumber}`,
    },
  ];
}

/** How the printing was found; where it is not the file's, what the file said. */
function MatchText({ row }: { row: ReviewRow }) {
  const { card } = row;
  const text = row.chosen ? UPLOAD_TEXTS.matchChosen : MATCH_TEXTS[card.match];
  const filePrinting = setAndNumber(card.set, card.collectorNumber);
  const differs = card.match !== 'printing' && card.match !== 'none' && filePrinting !== '';
  if (!differs) return text;
  return (
    <>
      {text} · {UPLOAD_TEXTS.fileSays} <Whole>{filePrinting}</Whole>
    </>
  );
}

interface ReviewRowItemProps extends ReviewRowDetailsProps {
  /** True when the library already has this line (the upload replaces its quantity and price). */
  updates: boolean;
  onRemove: (id: number) => void;
}

/**
 * One imported row as it will be stored: name, printing (set, number; its picture in the
 * details), condition, language, price; how the catalog matched it, new or update. The printing
 * can be changed to another one of the card in the details; a row whose printing is the
 * catalog's guess offers that change at once.
 */
export const ReviewRowItem = memo(function ReviewRowItem({
  updates,
  onRemove,
  ...details
}: ReviewRowItemProps) {
  const { row, showPrice, disabled } = details;
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const rate = useArsRate();
  const { card } = row;
  const name = card.reference?.name ?? card.name;
  const facts: ReviewFact[] = [
    ...storedPrinting(card),
    ...[
      card.condition,
      card.language,
      card.foil && UPLOAD_TEXTS.foil,
      showPrice && priceText(row.price),
      showPrice && lineEquivalentText(row.price, rate),
    ]
      .filter((fact) => typeof fact === 'string')
      .map((whole) => ({ whole })),
  ];
  const guessed = !row.chosen && (card.match === 'name' || card.match === 'none');

  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
              {card.quantity} × <UnbrokenHyphens text={name} />
            </Typography>
            <Chip
              size="small"
              color={updates ? 'primary' : 'success'}
              label={updates ? UPLOAD_TEXTS.statusUpdate : UPLOAD_TEXTS.statusNew}
            />
          </Stack>
          <ReviewFacts facts={facts} />
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            {guessed && <WarningIcon fontSize="small" color="warning" />}
            <Typography variant="body2" color={guessed ? 'text.primary' : 'text.secondary'}>
              <MatchText row={row} />
            </Typography>
          </Stack>
          {card.reference && card.match !== 'printing' && !open && (
            <Button
              size="small"
              onClick={() => setOpen(true)}
              disabled={disabled}
              aria-label={`${UPLOAD_TEXTS.changePrinting}: ${name}`}
              sx={{ ml: -0.5 }}
            >
              {UPLOAD_TEXTS.changePrinting}
            </Button>
          )}
        </Box>
        <IconButton
          aria-label={`${UPLOAD_TEXTS.details}: ${name}`}
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen(!open)}
        >
          <ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : undefined }} />
        </IconButton>
        <IconButton
          aria-label={`${UPLOAD_TEXTS.remove} ${name}`}
          onClick={() => onRemove(row.id)}
          disabled={disabled}
        >
          <DeleteIcon />
        </IconButton>
      </Stack>
      <Collapse in={open} id={detailsId} unmountOnExit>
        <ReviewRowDetails {...details} />
      </Collapse>
    </Box>
  );
});
