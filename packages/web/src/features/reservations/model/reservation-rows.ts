import {
  sumLinePrices,
  usdOfLine,
  type ArsRate,
  type PriceSums,
  type Reservation,
} from '@mdc/shared';

export type SortKey = 'date' | 'cardName' | 'price' | 'name' | 'status';
export type SortDirection = 'asc' | 'desc';

export interface ReservationFilter {
  /** Part of the card name, the other party's name or e-mail; trimmed, any case or accents. */
  search: string;
  /** Sold rows are hidden unless this ('Vendido') is on. */
  showSold: boolean;
  sortBy: SortKey;
  direction: SortDirection;
}

export const DEFAULT_FILTER: ReservationFilter = {
  search: '',
  showSold: false,
  sortBy: 'date',
  direction: 'desc',
};

const fold = (text: string | null) =>
  (text ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** A price as the sort compares it: dollars of the day (pesos at `rate`); 'ck' counts 0. */
const priceOrder = (price: string, rate: ArsRate | null) => usdOfLine(price, rate) ?? 0;

/** A price that follows the reference price: stored as 'ck', shown as 'Precio CK'. */
export const isCkPrice = (price: string) => /^ck$/i.test(price.trim());

/** Sold or cancelled: nothing more to do with it (the row is greyed). */
export const isClosed = (row: Reservation) => row.sold || row.disabled;

/** Ascending: cancelled, pending, sold. */
const statusRank = (row: Reservation) => (row.sold ? 2 : row.disabled ? 0 : 1);

type Compare = (a: Reservation, b: Reservation, rate: ArsRate | null) => number;

const compare: Record<SortKey, Compare> = {
  date: (a, b) => Date.parse(a.date) - Date.parse(b.date),
  cardName: (a, b) => collator.compare(a.cardName, b.cardName),
  price: (a, b, rate) => priceOrder(a.price, rate) - priceOrder(b.price, rate),
  name: (a, b) => collator.compare(a.name ?? '', b.name ?? ''),
  status: (a, b) => statusRank(a) - statusRank(b),
};

/**
 * The rows a screen shows: sold only with 'Vendido', matching the search, sorted (prices in
 * dollars of the day: pesos at `rate`).
 */
export function reservationRows(
  list: Reservation[],
  filter: ReservationFilter,
  rate: ArsRate | null = null,
): Reservation[] {
  const wanted = fold(filter.search.trim());
  const sign = filter.direction === 'asc' ? 1 : -1;
  return list
    .filter((row) => filter.showSold || !row.sold)
    .filter((row) =>
      [row.cardName, row.name, row.email].some((text) => fold(text).includes(wanted)),
    )
    .sort(
      (a, b) =>
        sign * compare[filter.sortBy](a, b, rate) || Date.parse(b.date) - Date.parse(a.date),
    );
}

/**
 * The sums of the shown rows, dollars and pesos apart (a cancelled row is no deal and does not
 * count); rows priced 'ck' follow the reference price and add nothing, so they are counted apart
 * to say so.
 */
export function reservationTotal(rows: Reservation[]): PriceSums {
  return sumLinePrices(rows.filter((row) => !row.disabled).map((row) => row.price));
}

/**
 * A reservation's date as dd/MM/yyyy HH:mm in the browser's time zone
 * (docs/product/screens.md#dates-and-money).
 */
export function formatReservationDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const two = (value: number) => String(value).padStart(2, '0');
  const day = `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}`;
  return `${day} ${two(date.getHours())}:${two(date.getMinutes())}`;
}
