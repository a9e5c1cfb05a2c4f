import { Box } from '@mui/material';
import { createContext, Suspense, useContext, useEffect, type ReactNode } from 'react';
import { externalStore } from '../lib/external-store';
import { useSession } from '../lib/session';

/** A meeting point the user lists, which the menu offers to report. */
export interface PartyPlace {
  placeId: string;
  name: string;
}

/**
 * Whom the actions are about: a user, the library they were met through, if any, and the
 * meeting points shown with them.
 */
export interface PartyActionsProps {
  user: string;
  libraryId?: string;
  places?: readonly PartyPlace[];
}

type RenderPartyActions = (props: PartyActionsProps) => ReactNode;

const PartyActionsContext = createContext<RenderPartyActions | null>(null);

/**
 * The app puts the reports feature's menu ('Denunciar', 'Bloquear usuario') here. Features may
 * not import each other (the lint fence), so the public library and the reservations leave a
 * place for it instead; a test that provides nothing renders nothing there.
 */
export const PartyActionsProvider = PartyActionsContext.Provider;

// Whether a PartyActions place was shown on this page: the app then mounts the host of their
// dialogs (and loads its code), which no page without one needs.
const shown = externalStore(false);
export const usePartyActionsShown = shown.useValue;

/**
 * The room the ⋮ button takes (a small IconButton: 30 px), held for a logged-in visitor while its
 * code or their account loads: the row does not grow under a finger about to tap the button
 * below it (a reservation card's 'Confirmar entrega' moved 10 px when the ⋮ arrived).
 */
export function PartyActionsRoom() {
  return <Box aria-hidden sx={{ width: 30, height: 30, flexShrink: 0 }} />;
}

/** The place beside another user's name where the app's actions on them appear. */
export function PartyActions(props: PartyActionsProps) {
  const render = useContext(PartyActionsContext);
  const { loggedIn } = useSession();
  useEffect(() => {
    if (render && !shown.get()) shown.set(true);
  }, [render]);
  if (!render) return null;
  // The menu's code may load with the first screen that shows one.
  return <Suspense fallback={loggedIn && <PartyActionsRoom />}>{render(props)}</Suspense>;
}
