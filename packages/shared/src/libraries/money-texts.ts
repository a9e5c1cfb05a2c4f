import { readLinePrice, usdOfLine, type ArsRate, type PriceSums } from './line-price';

/**
 * How every screen and mail writes money (docs/product/notifications.md#pesos): dollars with
 * cents ('USD 12.50'), pesos whole with the Argentine thousands point ('ARS 15.000'), and beside a
 * price its equivalent at the rate of the day ('USD 12.50 · ≈ $ 15.250').
 */

/** 15250 → '15.250'. */
export const groupThousands = (value: number): string =>
  String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

const dayText = (day: string) => day.split('-').reverse().join('/');

/** A rate as Argentines write it: 1220 → '1.220', 1465.5 → '1.465,50'. */
const rateText = (value: number) => {
  const cents = Math.round(value * 100);
  const whole = groupThousands(Math.floor(cents / 100));
  return cents % 100 ? `${whole},${String(cents % 100).padStart(2, '0')}` : whole;
};

export const MONEY_TEXTS = {
  usd: (amount: number) => `USD ${amount.toFixed(2)}`,
  ars: (pesos: number) => `ARS ${groupThousands(pesos)}`,
  approxPesos: (pesos: number) => `≈ $ ${groupThousands(pesos)}`,
  approxUsd: (amount: number) => `≈ USD ${amount.toFixed(2)}`,
  /** The tooltip of every equivalent: which rate, of which day. */
  rateNote: (rate: ArsRate) =>
    `Dólar de referencia del ${dayText(rate.day)}: $ ${rateText(rate.arsPerUsd)} por USD`,
  separator: ' · ',
} as const;
const T = MONEY_TEXTS;

/** 'USD 12.50', 'ARS 15.000', or `ckText` for a price that follows the reference. */
export function linePriceText(price: string, ckText: string): string {
  const line = readLinePrice(price);
  if (line.currency === 'ck') return ckText;
  return line.currency === 'ARS' ? T.ars(line.amount) : T.usd(line.amount);
}

/** What a line is worth in the other currency: '≈ $ 15.250' or '≈ USD 12.30'; null without a rate. */
export function lineEquivalentText(price: string, rate: ArsRate | null): string | null {
  const line = readLinePrice(price);
  if (!rate || line.currency === 'ck') return null;
  if (line.currency === 'USD') return T.approxPesos(line.amount * rate.arsPerUsd);
  return T.approxUsd(usdOfLine(price, rate)!);
}

/** 'USD 12.50 · ≈ $ 15.250' (mails and plain text; screens put the note in a tooltip). */
export function priceWithEquivalent(price: string, rate: ArsRate | null, ckText: string): string {
  const equivalent = lineEquivalentText(price, rate);
  const text = linePriceText(price, ckText);
  return equivalent ? `${text}${T.separator}${equivalent}` : text;
}

/** A dollar amount and its pesos: 'USD 12.50 · ≈ $ 15.250', or 'USD 12.50' without a rate. */
export function usdWithPesos(amount: number, rate: ArsRate | null): string {
  return rate
    ? `${T.usd(amount)}${T.separator}${T.approxPesos(amount * rate.arsPerUsd)}`
    : T.usd(amount);
}

/** 'USD 20.00 + ARS 15.000', one of them alone, or 'USD 0.00' when both are nothing. */
export function sumsText(sums: PriceSums): string {
  const parts = [
    ...(sums.usdCents > 0 || sums.pesos === 0 ? [T.usd(sums.usdCents / 100)] : []),
    ...(sums.pesos > 0 ? [T.ars(sums.pesos)] : []),
  ];
  return parts.join(' + ');
}
