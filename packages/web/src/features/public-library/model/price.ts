import { PUBLIC_LIBRARY_TEXTS as T } from '@mdc/shared';
import { priceValue } from '../../../lib/card-price';

/** 'USD 12.50', or the reference-price label for 'ck'. */
export function formatPrice(price: string): string {
  const value = priceValue(price);
  return value === null ? T.ckPrice : T.usd(value.toFixed(2));
}

/** The sum of the dollar prices, counted in cents so that 0.1 + 0.2 is 0.30; 'ck' ones apart. */
export function totalPrice(prices: readonly string[]): { total: string; ckCount: number } {
  let cents = 0;
  let ckCount = 0;
  for (const price of prices) {
    const value = priceValue(price);
    if (value === null) ckCount += 1;
    else cents += Math.round(value * 100);
  }
  return { total: (cents / 100).toFixed(2), ckCount };
}
