import { Outlet, useLocation } from 'react-router';
import { Redirect } from '../lib/redirect';
import { rememberRedirectAfterLogin } from '../lib/redirect-after-login';
import { sessionEndedOnThisPage, useSession } from '../lib/session';
import { useSessionEndNotice } from '../lib/session-end-notice';
import { LOGIN_REQUIRED_STATE } from './login-required-state';

/**
 * The login guard: a guest goes to /search, told why (LoginRequiredNotice), and the wanted URL
 * is kept for after login. Only a visitor whose session did not end on this page is a guest here:
 * when the session ends on a protected page (logout, expiry) the page is not remembered, or the
 * next person at this browser would land on the previous user's page after logging in.
 */
export function RequireSession() {
  const session = useSession();
  const endNotice = useSessionEndNotice();
  const location = useLocation();
  if (!session.loggedIn) {
    // A session the server ended saying why (a suspension, SEC-006) ended for this person even
    // after a reload: the dialog says why, no 'Iniciá sesión para ver esa página' beside it.
    if (!sessionEndedOnThisPage() && endNotice === null) {
      rememberRedirectAfterLogin(`${location.pathname}${location.search}${location.hash}`);
      return <Redirect to="/search" state={LOGIN_REQUIRED_STATE} />;
    }
    return <Redirect to="/search" />;
  }
  return <Outlet />;
}
