import type { ArsRate } from '@mdc/shared';
import { useQuery } from '@tanstack/react-query';
import { clientConfigQueryOptions } from '../../lib/client-config';

/**
 * The peso's reference rate of the day from GET /api/config (one request per page, shared with
 * every other reader of the configuration); null while loading, on failure, or when none is set.
 */
export function useArsRate(): ArsRate | null {
  const { data } = useQuery({ ...clientConfigQueryOptions(), select: (config) => config.arsRate });
  return data ?? null;
}
