import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page opens at its top, as a link to another site would: the results screen scrolled
 * halfway down leads to 'Reservas realizadas' seen from its title, not from under the top bar.
 * Back and forward (POP) leave the scroll to the browser, and a change of the query only (a
 * tab, a page of results) keeps it.
 */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  useLayoutEffect(() => {
    if (navigation !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // Only a new path scrolls; the navigation type is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
