import { AppBar, Box, Button, Toolbar, Typography } from '@mui/material';
import { APP_NAME, SHELL_LABELS, SHELL_ROUTES } from '@mdc/shared';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../lib/session';
import { MAIN_NAV_ITEMS } from './main-nav-items';

// Only members see these menus (and their popover and drawer code): guests never download them.
const AccountMenu = lazy(async () => ({ default: (await import('./account-menu')).AccountMenu }));
const MobileMenu = lazy(async () => ({ default: (await import('./mobile-menu')).MobileMenu }));
const NotificationBell = lazy(async () => ({
  default: (await import('../features/notifications')).NotificationBell,
}));

/**
 * Logo, the logged-in links, the notifications' bell and the settings menu (a hamburger below
 * 768 px), or 'Iniciar sesión' for a guest. Hidden variants use `display: none`, so they leave
 * the accessibility tree too.
 */
export function TopBar() {
  const { loggedIn } = useSession();
  const desktopOnly = { display: { xs: 'none', md: 'flex' } };

  return (
    <AppBar position="sticky" elevation={1}>
      <Toolbar sx={{ gap: 1 }}>
        <Box
          component={RouterLink}
          to={SHELL_ROUTES.search}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            // May shrink (the name then ends in '…'), so the bar never pushes the login button
            // into its own right margin on a narrow phone.
            minWidth: 0,
            color: 'inherit',
            textDecoration: 'none',
            mr: { xs: 0, md: 2 },
            borderRadius: 1,
            // The browser's default ring is dark blue on a dark blue bar: invisible.
            '&:focus-visible': {
              outline: '3px solid',
              outlineColor: 'secondary.main',
              outlineOffset: 2,
            },
          }}
        >
          <Box
            component="img"
            src="/favicon.svg"
            alt=""
            sx={{ width: { xs: 28, sm: 32 }, height: { xs: 28, sm: 32 }, flexShrink: 0 }}
          />
          <Typography
            component="span"
            variant="h6"
            noWrap
            sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.25rem' } }}
          >
            {APP_NAME}
          </Typography>
        </Box>
        {loggedIn ? (
          <>
            <Box component="nav" aria-label={SHELL_LABELS.mainNav} sx={{ ...desktopOnly, gap: 1 }}>
              {MAIN_NAV_ITEMS.map((item) => (
                <Button
                  key={item.to}
                  color="inherit"
                  component={RouterLink}
                  to={item.to}
                  reloadDocument={item.reloadDocument}
                >
                  {item.label}
                </Button>
              ))}
            </Box>
            <Box sx={{ flex: 1 }} />
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
            <Box sx={desktopOnly}>
              <Suspense fallback={null}>
                <AccountMenu />
              </Suspense>
            </Box>
            <Box sx={{ display: { xs: 'flex', md: 'none' } }}>
              <Suspense fallback={null}>
                <MobileMenu />
              </Suspense>
            </Box>
          </>
        ) : (
          <>
            <Box sx={{ flex: 1 }} />
            <Button
              variant="outlined"
              color="inherit"
              component={RouterLink}
              to={SHELL_ROUTES.login}
              size="small"
              sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            >
              {SHELL_LABELS.login}
            </Button>
          </>
        )}
      </Toolbar>
    </AppBar>
  );
}
