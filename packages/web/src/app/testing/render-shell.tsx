import { vi } from 'vitest';
import { mockApi } from '../../testing/mock-api';
import { renderPage } from '../../testing/render-page';
import { RequireSession } from '../require-session';
import { ShellLayout } from '../shell-layout';

/** The shell at `url` with the search screen and one member's page behind the login guard. */
export const renderShell = (url: string) => {
  // The shell asks for the site's settings (GET /api/config): answered here, not by the network,
  // unless the test already answers the API itself.
  if (!vi.isMockFunction(globalThis.fetch)) mockApi();
  return renderPage(<ShellLayout />, {
    url,
    path: '/',
    children: [
      { path: 'search', element: <h1>Buscar cartas</h1> },
      {
        element: <RequireSession />,
        children: [{ path: 'dashboard', element: <h1>Mi panel</h1> }],
      },
    ],
  });
};
