import { routes } from '@mdc/shared';
import type { BlockState } from '@mdc/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { blockKeys } from '../../../lib/block-keys';

/**
 * GET /api/blocks/{user}: whether a block stands between the logged-in visitor and the library's
 * owner (docs/product/trust-and-moderation.md#blocks), so that the page offers no 'Reservar' that
 * the server would refuse. 'none' until known, or when the question cannot be asked.
 */
export const useBlockState = (user: string | undefined, enabled: boolean): BlockState =>
  useQuery({
    queryKey: blockKeys.with(user ?? ''),
    queryFn: () => callApi(routes.blocks.state, { params: { user: user! } }),
    enabled: enabled && Boolean(user),
    select: (answer) => answer.block,
  }).data ?? 'none';
