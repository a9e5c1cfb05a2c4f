import { DASHBOARD_TABS } from '@mdc/shared';

/** The dashboard tab listing the libraries of this kind: Venta or Compra. */
export const dashboardPath = (buying: boolean) =>
  `/dashboard?tab=${DASHBOARD_TABS[buying ? 1 : 0].value}`;
