import { routes } from '@mdc/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useLibraryOwner } from './get-library-owner';

/**
 * The library owner's meeting places, by his user name, for the reservation dialog's optional
 * 'Encuentro' (docs/product/meetings.md): POST /api/search/sellers with his name, for a member
 * only (a guest is sent to log in first).
 */
export function useOwnerPlaces(libraryId: string) {
  const { loggedIn } = useSession();
  const { data: owner } = useLibraryOwner(libraryId);
  const user = owner?.user;
  const query = useQuery({
    queryKey: ['search-sellers', user ? [user] : []],
    queryFn: () => callApi(routes.sellers.records, { body: [user!] }),
    enabled: loggedIn && !!user,
  });
  const places = useMemo(
    () => new Map((query.data ?? []).map((record) => [record.user, record.places])),
    [query.data],
  );
  return { owner: user ?? null, places };
}
