import type { Reservation } from '@mdc/shared';

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

/** A price as the total counts it: non-numeric characters stripped ('ck' counts 0). */
export function priceValue(price: string): number {
  const value = Number(price.replace(/[^0-9.]/g, ''));
  return Number.isFinite(value) ? value : 0;
}

/** A price that follows the reference price: stored as 'ck', shown as 'Precio CK'. */
export const isCkPrice = (price: string) => /^ck$/i.test(price.trim());

/** Sold or cancelled: nothing more to do with it (the row is greyed). */
export const isClosed = (row: Reservation) => row.sold || row.disabled;

/** Ascending: cancelled, pending, sold. */
const statusRank = (row: Reservation) => (row.sold ? 2 : row.disabled ? 0 : 1);

const compare: Record<SortKey, (a: Reservation, b: Reservation) => number> = {
  date: (a, b) => Date.parse(a.date) - Date.parse(b.date),
  cardName: (a, b) => collator.compare(a.cardName, b.cardName),
  price: (a, b) => priceValue(a.price) - priceValue(b.price),
  name: (a, b) => collator.compare(a.name ?? '', b.name ?? ''),
  status: (a, b) => statusRank(a) - statusRank(b),
};

/** The rows a screen shows: sold only with 'Vendido', matching the search, sorted. */
export function reservationRows(list: Reservation[], filter: ReservationFilter): Reservation[] {
  const wanted = fold(filter.search.trim());
  const sign = filter.direction === 'asc' ? 1 : -1;
  return list
    .filter((row) => filter.showSold || !row.sold)
    .filter((row) =>
      [row.cardName, row.name, row.email].some((text) => fold(text).includes(wanted)),
    )
    .sort((a, b) => sign * compare[filter.sortBy](a, b) || Date.parse(b.date) - Date.parse(a.date));
}

/**
 * 'Total: USD x' of the shown rows (a cancelled one is no deal and does not count); rows priced
 * 'ck' follow the reference price and add nothing, so they are counted apart to say so.
 */
export function reservationTotal(rows: Reservation[]): { amount: number; ckRows: number } {
  const live = rows.filter((row) => !row.disabled);
  const amount = live.reduce((sum, row) => sum + priceValue(row.price), 0);
  return {
    amount: Math.round(amount * 100) / 100,
    ckRows: live.filter((row) => isCkPrice(row.price)).length,
  };
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
