import { Navigate, Outlet, useLocation } from 'react-router';
import { rememberRedirectAfterLogin } from '../lib/redirect-after-login';
import { sessionEndedOnThisPage, useSession } from '../lib/session';
import { LOGIN_REQUIRED_STATE } from './login-required-state';

/**
 * The login guard: a guest goes to /search, told why (LoginRequiredNotice), and the wanted URL
 * is kept for after login. Only a visitor whose session did not end on this page is a guest here:
 * when the session ends on a protected page (logout, expiry) the page is not remembered, or the
 * next person at this browser would land on the previous user's page after logging in.
 */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session.loggedIn) {
    if (!sessionEndedOnThisPage()) {
      rememberRedirectAfterLogin(`${location.pathname}${location.search}${location.hash}`);
      return <Navigate to="/search" replace state={LOGIN_REQUIRED_STATE} />;
    }
    return <Navigate to="/search" replace />;
  }
  return <Outlet />;
}
