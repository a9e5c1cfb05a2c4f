import { useSessionExpiryCheck } from '../hooks/use-session-expiry-check';
import { TermsConsentCheck } from './terms-consent-check';

/**
 * Mounted once by the shell, inside the router: the 5-minute session expiry check and the
 * terms-consent check when the user becomes logged in (accounts-session-shell.md §4).
 */
export function SessionGuardian() {
  useSessionExpiryCheck();
  return <TermsConsentCheck />;
}
