import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/user/{email}/consent: whether this user accepted the current terms. */
export const getConsent = (email: string) =>
  apiFetch<{ tycAccepted: boolean }>(`/user/${encodeURIComponent(email)}/consent`);

export const consentQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['user', 'consent', email],
    queryFn: () => getConsent(email),
    // A failed check opens the terms modal anyway: no point retrying.
    retry: false,
  });

export const useConsent = (email: string | undefined) =>
  useQuery({ ...consentQueryOptions(email ?? ''), enabled: Boolean(email) });
