import { sumLinePrices, sumsText } from '@mdc/shared';

/**
 * The sum of the prices, dollars and pesos apart ('USD 20.00 + ARS 15.000', counted in cents so
 * that 0.1 + 0.2 is 0.30), and how many follow the reference price ('ck') and are not added.
 */
export function totalPrice(prices: readonly string[]): { total: string; ckCount: number } {
  const sums = sumLinePrices(prices);
  return { total: sumsText(sums), ckCount: sums.ckCount };
}
