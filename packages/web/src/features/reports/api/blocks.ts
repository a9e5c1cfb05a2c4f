import { routes } from '@mdc/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { blockKeys } from '../../../lib/block-keys';
import { reservationKeys } from '../../../lib/reservation-keys';

/**
 * The queries whose answers a block changes: the list itself and the states a public library
 * page asks (`blockKeys.all` holds both), whatever shows other people's cards or libraries (the
 * search's recommended, last and older results, the buying libraries beside the search), so that
 * a blocked seller's cards disappear, and come back, and the reservations a block cancels.
 */
const AFFECTED = [blockKeys.all, ['search'], ['libraries', 'list', 'buying'], reservationKeys.all];

/** GET /api/blocks: whom the logged-in user blocked, newest first. */
export const blocksQueryOptions = () =>
  queryOptions({
    queryKey: blockKeys.all,
    queryFn: () => callApi(routes.blocks.list),
    select: (answer) => answer.blocks,
  });

export const useBlocks = () => useQuery(blocksQueryOptions());

/** PUT /api/blocks/{user} (block) or DELETE (unblock); both answer `{ message }`. */
function useBlockChange(change: 'block' | 'unblock') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: string) => callApi(routes.blocks[change], { params: { user } }),
    onSuccess: () =>
      Promise.all(AFFECTED.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useBlockUser = () => useBlockChange('block');
export const useUnblockUser = () => useBlockChange('unblock');
