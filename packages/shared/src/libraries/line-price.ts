import { CK_PRICE, LIBRARY_PRICE_MAX_LENGTH } from './constants';
import { decimalPrice } from './price-text';

/**
 * A line's price (docs/product/notifications.md#pesos), stored as text: a dollar decimal with 2
 * places ('12.50'), 'ck' (follows the reference price), or whole pesos ('ARS 15000'). Server,
 * browser and mails read it with these functions only.
 */
export type LinePrice =
  { currency: 'USD'; amount: number } | { currency: 'ARS'; amount: number } | { currency: 'ck' };

/** The peso's reference rate of the day: pesos per dollar, and the day (YYYY-MM-DD) it is for. */
export interface ArsRate {
  arsPerUsd: number;
  day: string;
}

export const ARS_PRICE_PREFIX = 'ARS ';
const STORED_ARS = /^ARS (\d{1,9})$/;
/** Pesos as a person writes them: 'ARS 15000', 'ars 15.000', '$ 15000', '$15.000'. */
const TYPED_ARS = /^(?:ars|\$)\s*(\d{1,3}(?:\.\d{3}){1,2}|\d{1,9})$/i;

export function readLinePrice(price: string): LinePrice {
  if (price === CK_PRICE) return { currency: 'ck' };
  const pesos = STORED_ARS.exec(price);
  if (pesos) return { currency: 'ARS', amount: Number(pesos[1]) };
  return { currency: 'USD', amount: Number(price) };
}

/** The stored form of typed pesos ('$ 15.000' → 'ARS 15000'); null when they are not pesos. */
export function arsPrice(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length > LIBRARY_PRICE_MAX_LENGTH + ARS_PRICE_PREFIX.length) return null;
  const match = TYPED_ARS.exec(trimmed);
  if (!match) return null;
  const pesos = Number(match[1]!.replaceAll('.', ''));
  return pesos > 0 ? `${ARS_PRICE_PREFIX}${pesos}` : null;
}

/** Whole pesos typed without a currency ('15000', '15.000') → 'ARS 15000'; the ARS price field. */
export function pesosFieldPrice(text: string): string | null {
  return arsPrice(`ARS ${text.trim()}`);
}

/** Any price a person or a file may write: pesos, else a dollar decimal; null when neither. */
export function storedLinePrice(text: string): string | null {
  return arsPrice(text) ?? decimalPrice(text);
}

/**
 * A line's value in dollars of the day: its decimal, or its pesos over the rate (rounded to the
 * cent); null for 'ck' and for pesos without a rate. Search, sorting and totals compare with it.
 */
export function usdOfLine(price: string, rate: ArsRate | null): number | null {
  const line = readLinePrice(price);
  if (line.currency === 'ck') return null;
  if (line.currency === 'USD') return Number.isFinite(line.amount) ? line.amount : null;
  return rate ? Math.round((line.amount / rate.arsPerUsd) * 100) / 100 : null;
}

/** Sums of prices kept apart by currency (cents and whole pesos), and the 'ck' ones not added. */
export interface PriceSums {
  usdCents: number;
  pesos: number;
  ckCount: number;
}

export function sumLinePrices(prices: readonly string[]): PriceSums {
  const sums: PriceSums = { usdCents: 0, pesos: 0, ckCount: 0 };
  for (const price of prices) {
    const line = readLinePrice(price);
    if (line.currency === 'ck') sums.ckCount += 1;
    else if (line.currency === 'ARS') sums.pesos += line.amount;
    else if (Number.isFinite(line.amount)) sums.usdCents += Math.round(line.amount * 100);
  }
  return sums;
}
