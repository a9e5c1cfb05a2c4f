import { SHELL_LABELS, SHELL_ROUTES } from '@mdc/shared';

export interface NavItem {
  label: string;
  to: string;
}

/**
 * The logged-in navigation, shared by the top bar and the mobile menu. 'Buscar' opens the search's
 * start page (docs/product/screens.md#shell): `/search` with no search in its address, so the
 * results on screen give way to the quick lists (Back finds them again).
 */
export const MAIN_NAV_ITEMS: readonly NavItem[] = [
  { label: SHELL_LABELS.search, to: SHELL_ROUTES.search },
  { label: SHELL_LABELS.libraries, to: SHELL_ROUTES.libraries },
  { label: SHELL_LABELS.reservations, to: SHELL_ROUTES.reservations },
];
