import type { PartyActionsProps, PartyPlace } from '../../../components/party-actions';
import { externalStore } from '../../../lib/external-store';

/**
 * The ⋮ menu's open dialog ('Denunciar', 'Bloquear usuario'), kept apart from the menu: the menu
 * lives in a reservation's row or card, which unmount when the window crosses the phone/desktop
 * breakpoint, and the dialog with what was typed in it must outlive them.
 * PartyDialogHost shows it.
 */
export interface PartyDialog extends Omit<PartyActionsProps, 'places'> {
  which: 'report' | 'block';
  /** The meeting point reported, instead of the user or the library. */
  place?: PartyPlace;
  /** The ⋮ button that opened it, focused again on close if it is still on the page. */
  opener: HTMLElement | null;
}

const store = externalStore<PartyDialog | null>(null);

export const openPartyDialog = (dialog: PartyDialog) => store.set(dialog);
export const closePartyDialog = () => store.set(null);
export const usePartyDialog = store.useValue;
