import { REFERENCE_PRICE_TEXTS as T } from '@mdc/shared';
import { Typography } from '@mui/material';
import { UsdText } from '../price/price-text';

export type Lookup =
  | { status: 'idle' | 'loading' }
  | { status: 'found'; price: number; date: string }
  | { status: 'failed'; message: string };

/** What a finished lookup found: the price with its source and date, or why there is none. */
export function PriceLookupResult({ lookup, foil }: { lookup: Lookup; foil: boolean }) {
  if (lookup.status === 'found') {
    return (
      <Typography variant="body2" aria-label={T.referencePrice}>
        <UsdText amount={lookup.price} />
        {` · ${T.source(foil)}`}
        {lookup.date && ` · ${lookup.date}`}
      </Typography>
    );
  }
  if (lookup.status === 'failed') {
    return (
      <Typography variant="body2" color="error" role="status">
        {lookup.message || T.unavailable}
      </Typography>
    );
  }
  return null;
}
