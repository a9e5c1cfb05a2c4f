import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from '../lib/analytics';

/**
 * A view counts once the location has held still this long, so a redirect (/ → /search, the
 * login guard) counts only where the user lands, not the address that bounced them.
 */
const SETTLE_MS = 300;

/** Sends one page view per navigation (each new history entry or replacement). */
export function usePageViewTracking(): void {
  const { key, pathname } = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => trackPageView(pathname), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [key, pathname]);
}
