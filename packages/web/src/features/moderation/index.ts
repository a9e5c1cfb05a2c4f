/**
 * What the app uses from moderation besides its page: where the page is, and whether the
 * account may see it (the menus offer it only then).
 */
export { useIsModerator } from './hooks/use-is-moderator';
export const MODERATION_PATH = '/moderacion';
