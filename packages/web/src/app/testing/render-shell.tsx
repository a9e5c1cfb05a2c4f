import { renderPage } from '../../testing/render-page';
import { RequireSession } from '../require-session';
import { ShellLayout } from '../shell-layout';

/** The shell at `url` with the search screen and one member's page behind the login guard. */
export const renderShell = (url: string) =>
  renderPage(<ShellLayout />, {
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
