/**
 * What the app composes from reports (issue 20): the ⋮ menu with 'Denunciar' and 'Bloquear
 * usuario' that it puts in the other features' PartyActions places, and the profile's
 * 'Usuarios bloqueados'.
 */
export { PartyActionsMenu } from './components/party-actions-menu';
export { BlockedUsersSection } from './components/blocked-users-section';
