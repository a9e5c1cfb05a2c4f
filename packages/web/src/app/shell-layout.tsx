import { Box } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../lib/session';
import { ShellFooter } from './shell-footer';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import { usePageViewTracking } from './use-page-view-tracking';

// Only a session has something to guard: its terms dialog and API calls stay out of a guest's
// download.
const SessionGuardian = lazy(async () => ({
  default: (await import('../features/accounts')).SessionGuardian,
}));

/** Top bar, the page, footer; plus what runs on every page (session checks, page views). */
export function ShellLayout() {
  const { loggedIn } = useSession();
  usePageViewTracking();

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <TopBar />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <ShellFooter />
      {loggedIn && (
        <Suspense fallback={null}>
          <SessionGuardian />
        </Suspense>
      )}
    </Box>
  );
}
