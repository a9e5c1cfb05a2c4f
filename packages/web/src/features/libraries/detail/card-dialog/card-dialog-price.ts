import {
  addCardDialogPrice,
  CK_PRICE,
  decimalPrice,
  LIBRARY_MESSAGES,
  lineEquivalentText,
  pesosFieldPrice,
  usdOfLine,
  type ArsRate,
  type CardSetOption,
} from '@mdc/shared';

/**
 * The dialog's own price, in dollars with cents (docs/product/catalog-and-prices.md#prices) or in
 * whole pesos (docs/product/notifications.md#pesos): how it is read, checked, proposed from the
 * catalog and converted at the peso's rate of the day.
 */

/** The person's own price in dollars or in whole pesos, or 'ck' (follows the reference price). */
export type PriceSource = 'usd' | 'ars' | 'ck';
export type PriceCurrency = Exclude<PriceSource, 'ck'>;

/** The price part of the dialog's values. */
export interface CardPrice {
  priceSource: PriceSource;
  /** The currency `price` is typed in; it stays while 'ck' is chosen (see withSource). */
  priceCurrency: PriceCurrency;
  price: string;
}

/** The stored form of the typed price ('12,5' → '12.50', '15.000' → 'ARS 15000'); null if none. */
export function typedPrice(price: string, currency: PriceCurrency): string | null {
  return currency === 'ars' ? pesosFieldPrice(price) : decimalPrice(price);
}

export function priceError(values: CardPrice): string | null {
  if (values.priceSource === 'ck' || typedPrice(values.price, values.priceSource) !== null) {
    return null;
  }
  return values.priceSource === 'ars'
    ? LIBRARY_MESSAGES.pesosInvalid
    : LIBRARY_MESSAGES.priceInvalid;
}

/** The typed price in the other currency ('≈ $ 15.250', '≈ USD 12.30'); null if none or no rate. */
export function priceEquivalent(values: CardPrice, rate: ArsRate | null): string | null {
  if (values.priceSource === 'ck') return null;
  const stored = typedPrice(values.price, values.priceSource);
  return stored === null ? null : lineEquivalentText(stored, rate);
}

/**
 * `price`, typed in `from`, written in `to`: dollars × the rate rounded to whole pesos, or pesos
 * ÷ the rate to the cent; '' when there is no rate or the typed amount is not valid.
 */
function convertedPrice(
  price: string,
  from: PriceCurrency,
  to: PriceCurrency,
  rate: ArsRate | null,
): string {
  if (from === to) return price;
  const stored = typedPrice(price, from);
  if (!rate || stored === null) return '';
  if (to === 'ars') return String(Math.round(Number(stored) * rate.arsPerUsd));
  return (usdOfLine(stored, rate) ?? 0).toFixed(2);
}

/**
 * A change of price source: between dollars and pesos the typed amount is converted once at the
 * rate of the day, or cleared without one or when it is not valid. 'ck' keeps the text and its
 * currency, so leaving 'ck' for the other currency converts it the same way.
 */
export function withSource<V extends CardPrice>(
  values: V,
  source: PriceSource,
  rate: ArsRate | null,
): V {
  if (source === 'ck') return { ...values, priceSource: source };
  const price = convertedPrice(values.price, values.priceCurrency, source, rate);
  return { ...values, priceSource: source, priceCurrency: source, price };
}

/** The printing's catalog price × the exchange rate × the peso's rate, in whole pesos. */
function catalogPesos(
  option: CardSetOption,
  foil: boolean,
  exchangeRate: number,
  rate: ArsRate | null,
): string | null {
  const usd = foil ? option.usdFoil : option.usd;
  if (!rate || usd === null || usd <= 0) return null;
  return String(Math.round(usd * exchangeRate * rate.arsPerUsd));
}

/**
 * A set or finish change: the printing's catalog price (foil price when foil) times the exchange
 * rate becomes the price when the price is the person's own, in pesos at the rate of the day when
 * the source is pesos; a printing without a price, or pesos without a rate, keep it.
 */
export function withPrinting<V extends CardPrice & { referenceId: string | null; foil: boolean }>(
  values: V,
  option: CardSetOption | undefined,
  foil: boolean,
  exchangeRate: number,
  rate: ArsRate | null,
): V {
  const next = { ...values, referenceId: option?.id ?? values.referenceId, foil };
  if (!option || next.priceSource === 'ck') return next;
  const proposed =
    next.priceSource === 'ars'
      ? catalogPesos(option, foil, exchangeRate, rate)
      : addCardDialogPrice(option, foil, exchangeRate);
  return { ...next, price: proposed ?? values.price };
}

/** The price sent: 'ck', whole pesos ('ARS 15000'), or the decimal with a point ('12.50'). */
export function payloadPrice(values: CardPrice): string {
  if (values.priceSource === 'ck') return CK_PRICE;
  return typedPrice(values.price, values.priceSource) ?? values.price.trim();
}
