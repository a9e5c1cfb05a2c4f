import { linkedReservationIds, type Reservation } from '@mdc/shared';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { reservationElementId } from '../components/reservation-row';
import type { useTablePages } from '../../../components/table-pages';

/** The reservations a mail's link names (`?reservation=<id>,…`), to highlight. */
export function useLinkedIds(): ReadonlySet<string> {
  const [params] = useSearchParams();
  return useMemo(() => new Set(linkedReservationIds(params)), [params]);
}

/**
 * Once, when the list arrives: a linked reservation that is sold turns 'Vendido' on, since sold
 * rows are hidden otherwise (the link of a mail sent before the delivery).
 */
export function useShowLinkedSold(
  list: Reservation[] | undefined,
  linked: ReadonlySet<string>,
  showSold: () => void,
) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !list) return;
    done.current = true;
    if (list.some((row) => row.sold && linked.has(row.reservationId))) showSold();
  }, [list, linked, showSold]);
}

/**
 * Once: the page that holds the first linked row of `rows` (filtered and sorted) is shown and,
 * unless it is in view already, the row scrolled to the middle of the window. The reader's own
 * paging and sorting then rule.
 */
export function useScrollToLinked(
  rows: Reservation[],
  linked: ReadonlySet<string>,
  pages: ReturnType<typeof useTablePages>,
) {
  const done = useRef(false);
  const index = rows.findIndex((row) => linked.has(row.reservationId));
  useEffect(() => {
    if (done.current || index < 0) return;
    const page = Math.floor(index / pages.pageSize);
    if (pages.page !== page) {
      pages.setPage(page);
      return;
    }
    done.current = true;
    const element = document.getElementById(reservationElementId(rows[index]!));
    if (element && !inView(element)) element.scrollIntoView?.({ block: 'center' });
  });
}

/** Below the sticky top bar and above the window's bottom edge: seen without scrolling. */
function inView(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  return box.top >= TOP_BAR_PX && box.bottom <= window.innerHeight;
}

/** The app's sticky top bar is 56–64 px high; a row under it is hidden. */
const TOP_BAR_PX = 72;
