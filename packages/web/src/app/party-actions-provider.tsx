import { lazy, Suspense, type ReactNode } from 'react';
import {
  PartyActionsProvider,
  usePartyActionsShown,
  type PartyActionsProps,
} from '../components/party-actions';

// Loaded with the first screen that names another user (a public library, a reservation).
const PartyActionsMenu = lazy(async () => ({
  default: (await import('../features/reports')).PartyActionsMenu,
}));

// Their dialogs, above every screen: a layout change that swaps a row for a card keeps an open
// dialog and its text.
const PartyDialogHost = lazy(async () => ({
  default: (await import('../features/reports')).PartyDialogHost,
}));

const renderMenu = (props: PartyActionsProps) => <PartyActionsMenu {...props} />;

/**
 * 'Denunciar' and 'Bloquear usuario' (the reports feature) wherever another feature leaves a
 * PartyActions place: features may not import each other, so the app joins them.
 */
export function AppPartyActions({ children }: { children: ReactNode }) {
  const shown = usePartyActionsShown();
  return (
    <PartyActionsProvider value={renderMenu}>
      {children}
      {shown && (
        <Suspense fallback={null}>
          <PartyDialogHost />
        </Suspense>
      )}
    </PartyActionsProvider>
  );
}
