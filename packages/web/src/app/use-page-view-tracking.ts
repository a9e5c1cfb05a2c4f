import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from '../lib/analytics';
import { isBouncedOff } from '../lib/redirect';

/**
 * A view counts once the location has held still this long, so quick replacements (an address
 * rewritten as the user types) count once. An address that redirects (/ → /search, the login
 * guard) never counts: `Redirect` marks it, however long the next page's code takes to arrive.
 */
const SETTLE_MS = 300;

/** Sends one page view per navigation (each new history entry or replacement). */
export function usePageViewTracking(): void {
  const { key, pathname } = useLocation();
  useEffect(() => {
    if (isBouncedOff(key)) return;
    const timer = setTimeout(() => trackPageView(pathname), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [key, pathname]);
}
