import { lazy, type ReactNode } from 'react';
import { PartyActionsProvider, type PartyActionsProps } from '../components/party-actions';

// Loaded with the first screen that names another user (a public library, a reservation).
const PartyActionsMenu = lazy(async () => ({
  default: (await import('../features/reports')).PartyActionsMenu,
}));

const renderMenu = (props: PartyActionsProps) => <PartyActionsMenu {...props} />;

/**
 * 'Denunciar' and 'Bloquear usuario' (the reports feature) wherever another feature leaves a
 * PartyActions place: features may not import each other, so the app joins them.
 */
export function AppPartyActions({ children }: { children: ReactNode }) {
  return <PartyActionsProvider value={renderMenu}>{children}</PartyActionsProvider>;
}
