import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { appRoutes } from './routes';
import { ShellLayout } from './shell-layout';
import { theme } from './theme';
import { SNACKBAR_MS, SnackbarCloseAction } from '../lib/notifications';
import { queryClient } from '../lib/query-client';

const router = createBrowserRouter([{ element: <ShellLayout />, children: appRoutes }]);

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider
          maxSnack={3}
          autoHideDuration={SNACKBAR_MS}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          action={(key) => <SnackbarCloseAction snackbarKey={key} />}
        >
          <RouterProvider router={router} />
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
