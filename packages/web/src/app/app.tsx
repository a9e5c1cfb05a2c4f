import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { AppPartyActions } from './party-actions-provider';
import { appRoutes } from './routes';
import { ShellLayout } from './shell-layout';
import { theme } from './theme';
import { useSnackbarHostWanted } from '../lib/notifications';
import { queryClient } from '../lib/query-client';

const shellRoutes = [{ element: <ShellLayout />, children: appRoutes }];

// The declarative router: the app uses no loaders or actions, and the data router's code would
// be a tenth of the first page's JavaScript.
function AppRoutes() {
  return useRoutes(shellRoutes);
}

const SnackbarHost = lazy(async () => ({
  default: (await import('./snackbar-host')).SnackbarHost,
}));

// The app's theme has no CSS variables: MUI's own ThemeProvider would also bring the CSS-variables
// provider (about 3 KB gzip) to the first page, only to decide at run time not to use it.
export function App() {
  const snackbarHostWanted = useSnackbarHostWanted();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppPartyActions>
            <AppRoutes />
          </AppPartyActions>
        </BrowserRouter>
        {snackbarHostWanted && (
          <Suspense fallback={null}>
            <SnackbarHost />
          </Suspense>
        )}
      </QueryClientProvider>
    </ThemeProvider>
  );
}
