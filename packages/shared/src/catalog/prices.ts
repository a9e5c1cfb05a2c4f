/** Price rules written once for server and browser (docs/product/catalog-and-prices.md). */

export const roundPrice = (value: number): number => Math.round(value * 100) / 100;

/**
 * The reference (CK) price of a card, used only when greater than 0
 * (docs/product/catalog-and-prices.md#reference-prices).
 */
export function referencePriceFor(
  price: { ck: number; ck_foil: number },
  foil: boolean,
): number | null {
  const value = foil ? price.ck_foil : price.ck;
  return value > 0 ? value : null;
}

/**
 * The add-card dialog's editable price: the set's USD price (foil price when foil) times the
 * exchange rate, as the decimal text the price field holds; null when the set has no price.
 */
export function addCardDialogPrice(
  option: { usd: number | null; usdFoil: number | null },
  foil: boolean,
  exchangeRate: number,
): string | null {
  const usd = foil ? option.usdFoil : option.usd;
  if (usd === null || usd <= 0) return null;
  return roundPrice(usd * exchangeRate).toFixed(2);
}
