import type { UserProfile } from '@mdc/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/** GET /api/user: the logged-in user's profile (its page edits it; the search ranks sellers near it). */
export const getUser = () => apiFetch<UserProfile>('/user');

export const userQueryOptions = () => queryOptions({ queryKey: ['user'], queryFn: getUser });

/** `enabled: false` until the screen needs the profile. */
export const useUser = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...userQueryOptions(), enabled });
