import { DashboardPage } from '../features/dashboard/pages/dashboard-page';
import { LibraryTablePanel } from '../features/libraries';
import { ReservationsPanel } from '../features/reservations';
import { LastSearchPanel } from '../features/search';

/**
 * /dashboard: the dashboard page with the sections other features provide. Loaded as its own
 * chunk (routes.tsx), so the library and reservation tables never weigh on the first page.
 */
export function DashboardRoute() {
  return (
    <DashboardPage
      panels={{
        librarys: <LibraryTablePanel kind="sale" />,
        'librarys-buying': <LibraryTablePanel kind="buying" />,
        'my-orders': <ReservationsPanel side="buyer" />,
        sales: <ReservationsPanel side="seller" />,
        'last-search': <LastSearchPanel />,
      }}
    />
  );
}
