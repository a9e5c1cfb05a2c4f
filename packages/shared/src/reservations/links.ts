/**
 * The address of a reservations screen that points at some of its reservations: the mails link
 * there, and the screen shows those rows (the page they are on, highlighted, scrolled to).
 */

/** Whose side of the reservations: what the user reserved, or what was reserved from him. */
export type ReservationSide = 'buyer' | 'seller';

/** The query parameter naming the reservations to show, comma-separated. */
export const RESERVATION_LINK_PARAM = 'reservation';

/** A link names at most this many (a request reserves up to 100: the rest sit beside them). */
export const RESERVATION_LINK_MAX_IDS = 20;

const TAB: Record<ReservationSide, string> = { buyer: 'my-orders', seller: 'sales' };

/** '/dashboard?tab=sales&reservation=<id>,<id>': the side's dashboard section, these shown. */
export function reservationsPath(side: ReservationSide, reservationIds: readonly string[] = []) {
  const ids = [...new Set(reservationIds)].slice(0, RESERVATION_LINK_MAX_IDS);
  const shown = ids.length ? `&${RESERVATION_LINK_PARAM}=${ids.join(',')}` : '';
  return `/dashboard?tab=${TAB[side]}${shown}`;
}

/** The reservation ids a screen's query names (any order, each once); [] without any. */
export function linkedReservationIds(search: URLSearchParams): string[] {
  const value = search.get(RESERVATION_LINK_PARAM) ?? '';
  return [...new Set(value.split(',').map((id) => id.trim().toLowerCase()))]
    .filter(Boolean)
    .slice(0, RESERVATION_LINK_MAX_IDS);
}
