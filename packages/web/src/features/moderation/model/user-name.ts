import { MODERATION_TEXTS as T } from '@mdc/shared';

/** A user name the API answers as null belongs to an account deleted since. */
export const userName = (user: string | null) => user ?? T.deletedUser;
