import { Box, Container } from '@mui/material';
import { SHELL_ROUTES } from '@mdc/shared';
import { Outlet, useLocation } from 'react-router';
import { SessionGuardian } from '../features/accounts';
import { AppDownloadBanner } from './app-download-banner';
import { ShellFooter } from './shell-footer';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import { usePageViewTracking } from './use-page-view-tracking';

/** Top bar, the page, footer; plus what runs on every page (session checks, page views). */
export function ShellLayout() {
  const { pathname } = useLocation();
  usePageViewTracking();

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <TopBar />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {pathname === SHELL_ROUTES.search && (
          <Container maxWidth="md" sx={{ pt: 3 }}>
            <AppDownloadBanner />
          </Container>
        )}
        <Outlet />
      </Box>
      <ShellFooter />
      <SessionGuardian />
    </Box>
  );
}
