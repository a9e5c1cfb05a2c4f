import { Navigate, Outlet, useLocation } from 'react-router';
import { REDIRECT_AFTER_LOGIN_KEY, useSession } from '../lib/session';

/** The login guard: a guest goes to /search and the wanted URL is kept for after login. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session.loggedIn) {
    localStorage.setItem(
      REDIRECT_AFTER_LOGIN_KEY,
      `${location.pathname}${location.search}${location.hash}`,
    );
    return <Navigate to="/search" replace />;
  }
  return <Outlet />;
}
