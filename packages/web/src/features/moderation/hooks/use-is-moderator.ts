import { useUser } from '../../../lib/current-user';

/**
 * Whether the logged-in account may moderate (the profile's `moderator`): the menus show
 * 'Moderación' only then. Until the profile arrives, or if it fails, it may not.
 */
export function useIsModerator(): boolean {
  return useUser().data?.moderator === true;
}
