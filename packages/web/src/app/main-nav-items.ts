import { SHELL_LABELS, SHELL_ROUTES } from '@mdc/shared';

export interface NavItem {
  label: string;
  to: string;
  reloadDocument?: boolean;
}

/**
 * The logged-in navigation, shared by the top bar and the mobile menu. 'Buscar' loads the search
 * page afresh (docs/product/screens.md#shell), dropping any results on screen.
 */
export const MAIN_NAV_ITEMS: readonly NavItem[] = [
  { label: SHELL_LABELS.search, to: SHELL_ROUTES.search, reloadDocument: true },
  { label: SHELL_LABELS.libraries, to: SHELL_ROUTES.libraries },
  { label: SHELL_LABELS.reservations, to: SHELL_ROUTES.reservations },
];
