import { LIBRARY_PRICE_MAX_LENGTH, LIBRARY_PRICE_PATTERN } from './constants';

/**
 * A decimal price as a person types it, with a point or (the Argentine way) a comma: '12,5' and
 * '12.50' are both '12.50', the stored form. Null when it is not a price ('Ingresá un número
 * válido (ej: 12.50)' applies, docs/product/catalog-and-prices.md#prices). The dialog and the API
 * read prices with this one rule.
 */
export function decimalPrice(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length > LIBRARY_PRICE_MAX_LENGTH || !LIBRARY_PRICE_PATTERN.test(trimmed)) {
    return null;
  }
  return Number(trimmed.replace(',', '.')).toFixed(2);
}
