import { routes } from '@mdc/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /api/user/confirm?validationToken=: validates the account of a mailed link. */
export const confirmAccount = (validationToken: string) =>
  callApi(routes.accounts.confirm, { query: { validationToken } });

// A query rather than a mutation: the token is single use, and a query runs once per key even
// when React mounts the page twice (StrictMode), where an effect would spend the token twice.
export const confirmAccountQueryOptions = (validationToken: string) =>
  queryOptions({
    queryKey: ['account-confirmation', validationToken],
    queryFn: () => confirmAccount(validationToken),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useConfirmAccount = (validationToken: string | null) =>
  useQuery({
    ...confirmAccountQueryOptions(validationToken ?? ''),
    enabled: Boolean(validationToken),
  });
