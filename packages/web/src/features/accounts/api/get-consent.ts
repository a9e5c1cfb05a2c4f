import { routes } from '@mdc/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /api/user/{email}/consent: whether this user accepted the current terms. */
export const getConsent = (email: string) =>
  callApi(routes.accounts.consent, { params: { email } });

export const consentQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['user', 'consent', email],
    queryFn: () => getConsent(email),
    // A failed check opens the terms modal anyway: no point retrying.
    retry: false,
  });

export const useConsent = (email: string | undefined) =>
  useQuery({ ...consentQueryOptions(email ?? ''), enabled: Boolean(email) });
