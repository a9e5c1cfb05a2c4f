/**
 * What the app composes from reports: the ⋮ menu with 'Denunciar' and 'Bloquear
 * usuario' that it puts in the other features' PartyActions places, the one host of their
 * dialogs, and the profile's 'Usuarios bloqueados'.
 */
export { PartyActionsMenu } from './components/party-actions-menu';
export { PartyDialogHost } from './components/party-dialog-host';
export { BlockedUsersSection } from './components/blocked-users-section';
