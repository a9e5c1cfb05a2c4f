import { lineEquivalentText, linePriceText, MONEY_TEXTS as T, type ArsRate } from '@mdc/shared';
import { Box, Tooltip, Typography } from '@mui/material';
import { useArsRate } from './use-ars-rate';

/**
 * A price and, beside it, what it is worth in the other currency at the rate of the day, whose
 * date a tooltip names (docs/product/notifications.md#pesos): 'USD 12.50 · ≈ $ 15.250',
 * 'ARS 15.000 · ≈ USD 12.30'. Each part wraps as a whole. Goes inside the caller's Typography.
 */
export function PriceText({ price, ckText }: { price: string; ckText: string }) {
  const rate = useArsRate();
  return (
    <>
      <Nowrap>{linePriceText(price, ckText)}</Nowrap>
      <Equivalent text={lineEquivalentText(price, rate)} rate={rate} />
    </>
  );
}

/** A dollar amount (a reference price, a total) and its pesos: 'USD 12.50 · ≈ $ 15.250'. */
export function UsdText({ amount }: { amount: number }) {
  const rate = useArsRate();
  return (
    <>
      <Nowrap>{T.usd(amount)}</Nowrap>
      <Equivalent text={rate && T.approxPesos(amount * rate.arsPerUsd)} rate={rate} />
    </>
  );
}

/**
 * The equivalent alone, on its own line under a price (a narrow card tile): '≈ $ 15.250', with
 * the rate's date in a tooltip; nothing without a rate.
 */
export function PriceEquivalentLine({ price }: { price: string }) {
  const rate = useArsRate();
  const text = lineEquivalentText(price, rate);
  if (!text || !rate) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      <RateTooltip rate={rate}>{text}</RateTooltip>
    </Typography>
  );
}

const Nowrap = ({ children }: { children: string }) => (
  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
    {children}
  </Box>
);

function Equivalent({ text, rate }: { text: string | null; rate: ArsRate | null }) {
  if (!text || !rate) return null;
  return (
    <>
      {T.separator}
      <RateTooltip rate={rate}>{text}</RateTooltip>
    </>
  );
}

/** An equivalent, unbroken, in the secondary color and normal weight, naming its rate on hover. */
const RateTooltip = ({ rate, children }: { rate: ArsRate; children: string }) => (
  <Tooltip title={T.rateNote(rate)} describeChild enterTouchDelay={0}>
    <Box
      component="span"
      sx={{ whiteSpace: 'nowrap', color: 'text.secondary', fontWeight: 'normal' }}
    >
      {children}
    </Box>
  </Tooltip>
);
