import { useSessionExpiryCheck } from '../hooks/use-session-expiry-check';
import { TermsConsentCheck } from './terms-consent-check';

/**
 * Mounted once by the shell, inside the router: the 5-minute session expiry check and the
 * terms-consent check when the user becomes logged in
 * (docs/product/accounts-and-sessions.md#terms).
 */
export function SessionGuardian() {
  useSessionExpiryCheck();
  return <TermsConsentCheck />;
}
