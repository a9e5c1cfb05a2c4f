import { PRICE_HISTORY_TEXTS as T, type PriceHistory } from '@mdc/shared';
import { Box, Typography } from '@mui/material';
import { PriceSparkline } from './price-sparkline';

const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * A card's price history (docs/product/catalog-and-prices.md#price-history): the 90-day
 * sparkline and the change over 30 days ('+12% en 30 días'); nothing without a history, no
 * change text when there was no value 30 days back.
 */
export function PriceTrend({
  history,
  today = todayUtc(),
}: {
  history: PriceHistory | undefined;
  today?: string;
}) {
  if (!history || history.points.length === 0) return null;
  const change = history.change30d;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
      <PriceSparkline points={history.points} today={today} />
      {change !== null && (
        <Typography
          variant="caption"
          sx={{ color: change > 0 ? 'success.dark' : change < 0 ? 'error.dark' : 'text.secondary' }}
        >
          {T.change(change)}
        </Typography>
      )}
    </Box>
  );
}
