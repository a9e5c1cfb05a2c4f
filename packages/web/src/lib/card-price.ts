import { CK_PRICE } from '@mdc/shared';

/** A card's price in dollars, or null when it follows the reference price ('ck'). */
export function priceValue(price: string): number | null {
  if (price === CK_PRICE) return null;
  const value = Number(price);
  return Number.isFinite(value) ? value : null;
}
