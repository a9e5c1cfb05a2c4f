import { Box } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session';
import { useSessionEndNotice } from '../lib/session-end-notice';
import { isLoginRequired } from './login-required-state';
import { PageLoading } from './page-loading';
import { ShellFooter } from './shell-footer';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import { usePageViewTracking } from './use-page-view-tracking';
import { useScrollToTop } from './use-scroll-to-top';

// Only a session has something to guard: its terms dialog and API calls stay out of a guest's
// download.
const SessionGuardian = lazy(async () => ({
  default: (await import('../features/accounts')).SessionGuardian,
}));

// Read only by a member whose session the server ended, saying why.
const SessionEndedDialog = lazy(async () => ({
  default: (await import('./session-ended-dialog')).SessionEndedDialog,
}));

// Read only by a guest the login guard sent away.
const LoginRequiredNotice = lazy(async () => ({
  default: (await import('./login-required-notice')).LoginRequiredNotice,
}));

/**
 * Top bar, the page, footer; plus what runs on every page (session checks, page views, a new page's scroll to its top). One
 * Suspense boundary holds every lazy page: a navigation is a transition, so the page on screen
 * stays until the next one's code has arrived, instead of an empty main area (a boundary
 * mounted with the new page would show its fallback at once).
 */
export function ShellLayout() {
  const { loggedIn } = useSession();
  const sessionEndNotice = useSessionEndNotice();
  const location = useLocation();
  usePageViewTracking();
  useScrollToTop();

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <TopBar />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {!loggedIn && isLoginRequired(location.state) && (
          <Suspense fallback={null}>
            <LoginRequiredNotice />
          </Suspense>
        )}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <ShellFooter />
      {loggedIn && (
        <Suspense fallback={null}>
          <SessionGuardian />
        </Suspense>
      )}
      {sessionEndNotice !== null && (
        <Suspense fallback={null}>
          <SessionEndedDialog message={sessionEndNotice} />
        </Suspense>
      )}
    </Box>
  );
}
