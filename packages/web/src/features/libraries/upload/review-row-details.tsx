import {
  CK_PRICE,
  fileNameText,
  linePriceText,
  normalizeCardName,
  repeatedRowText,
  UPLOAD_TEXTS,
  type CardSetOption,
} from '@mdc/shared';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { CardImage } from '../../../components/card-image';
import { errorMessage } from '../../../lib/api-client';
import { cardSetsQueryOptions } from '../api/card-sets-query';
import { CardSetField } from '../components/card-set-field';
import type { PriceSource, ReviewRow } from './import-review';

const PRICE_TEXTS: Record<PriceSource, string> = {
  file: UPLOAD_TEXTS.priceFromFile,
  catalog: UPLOAD_TEXTS.priceFromCatalog,
  ck: UPLOAD_TEXTS.priceCk,
};

/** 'USD 0.35', 'ARS 1.500', or 'ck': a row's price in the review's facts (money-texts.ts). */
export const priceText = (price: string) => linePriceText(price, CK_PRICE);

export interface ReviewRowDetailsProps {
  row: ReviewRow;
  /** Rows of the file on the same line (1 when the row is alone). */
  rowsOnLine: number;
  showPrice: boolean;
  disabled: boolean;
  onChoose: (id: number, option: CardSetOption) => void;
}

/**
 * A row's details, drawn while open: the picture of the printing stored and the choice of
 * another printing of the card (its printings are read when the details open), the name the file
 * gave, the price's source, close names of an unknown card.
 */
export function ReviewRowDetails({
  row,
  rowsOnLine,
  showPrice,
  disabled,
  onChoose,
}: ReviewRowDetailsProps) {
  const { card } = row;
  const reference = card.reference;
  const printings = useQuery({ ...cardSetsQueryOptions(reference?.name ?? '') });
  const options = printings.data ?? [];
  const renamed = reference && normalizeCardName(reference.name) !== normalizeCardName(card.name);

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ pt: 1.5, alignItems: 'flex-start' }}
    >
      {reference && (
        // Its own 128 px box: wide enough for the placeholder to show a long name in whole
        // words (its padding is a share of the box around it).
        <Box sx={{ width: 128, flexShrink: 0 }}>
          <CardImage src={reference.images[0]} name={reference.name} />
        </Box>
      )}
      <Stack spacing={1} sx={{ minWidth: 0, flex: 1 }}>
        {reference && (
          <CardSetField
            label={UPLOAD_TEXTS.storedPrinting}
            // The stored printing is an option even before (or without) the list.
            options={
              options.length > 0
                ? options
                : [{ ...reference, image: reference.images, language: card.language, finishes: [] }]
            }
            value={reference.id}
            disabled={disabled || printings.isPending}
            helperText={printings.isPending ? UPLOAD_TEXTS.printingsLoading : undefined}
            onChoose={(option) => onChoose(row.id, option)}
          />
        )}
        {printings.isError && (
          <Alert severity="error">
            {errorMessage(printings.error, UPLOAD_TEXTS.printingsFailed)}
          </Alert>
        )}
        {renamed && <Typography variant="body2">{fileNameText(card.name)}</Typography>}
        {card.suggestions.length > 0 && (
          <Typography variant="body2">
            {UPLOAD_TEXTS.suggestions} {card.suggestions.join(', ')}
          </Typography>
        )}
        {showPrice && (
          <Typography variant="body2">
            {row.priceSource === 'ck'
              ? PRICE_TEXTS.ck
              : `${PRICE_TEXTS[row.priceSource]}: ${priceText(row.price)}`}
          </Typography>
        )}
        {rowsOnLine > 1 && <Typography variant="body2">{repeatedRowText(rowsOnLine)}</Typography>}
      </Stack>
    </Stack>
  );
}
