import { routes } from '@mdc/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';

/** GET /api/user: the logged-in user's profile (its page edits it; the search ranks sellers near it). */
export const getUser = () => callApi(routes.accounts.profile);

export const userQueryOptions = () => queryOptions({ queryKey: ['user'], queryFn: getUser });

/** `enabled: false` until the screen needs the profile. */
export const useUser = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...userQueryOptions(), enabled });
