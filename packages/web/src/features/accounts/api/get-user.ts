import type { UserProfile } from '@mdc/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/user: the logged-in user's profile. */
export const getUser = () => apiFetch<UserProfile>('/user');

export const userQueryOptions = () => queryOptions({ queryKey: ['user'], queryFn: getUser });

export const useUser = () => useQuery(userQueryOptions());
