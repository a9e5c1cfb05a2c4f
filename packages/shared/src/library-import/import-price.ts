import { roundPrice } from '../catalog/prices';
import { arsPrice } from '../libraries/line-price';
import { MINIMUM_IMPORT_PRICE } from './constants';

/**
 * An imported price (docs/product/libraries.md#bulk-import): 'ck' stays 'ck', pesos stay whole
 * pesos ('ARS 15000'); a decimal (point or comma) is rounded to cents and raised to the minimum.
 * Missing, zero or unreadable gives null, so the review step falls back to the catalog price
 * instead of selling a card at the minimum because its file had no price.
 */
export function importPrice(
  value: number | string | null | undefined,
): number | 'ck' | `ARS ${number}` | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim().toLowerCase() === 'ck') return 'ck';
  // Pesos ('ARS 15000', '$ 15.000') are kept as they are, whole.
  const pesos = typeof value === 'string' ? arsPrice(value) : null;
  if (pesos !== null) return pesos as `ARS ${number}`;
  // A decimal comma ('1,50': European exports) is read as the point; '1,234' stays unreadable.
  const text = typeof value === 'string' ? value.trim().replace(/^(\d+),(\d{1,2})$/, '$1.$2') : '';
  const number =
    typeof value === 'number' ? value : /^\d+(\.\d*)?$/.test(text) ? Number(text) : NaN;
  if (!Number.isFinite(number) || number <= 0) return null;
  return Math.max(MINIMUM_IMPORT_PRICE, roundPrice(number));
}
