import { useMemo } from 'react';
import { useArsRate } from '../../../components/price/use-ars-rate';
import { useUser } from '../../../lib/current-user';
import { bestCombination } from '../model/best-combination';
import type { SearchOutcome } from '../model/search-outcome';

/**
 * The best combination of a logged-in search, near the buyer's city and province from their
 * profile (asked only once the view is open). `nearBuyer` is false once the profile turns out to
 * have no province, or cannot be read: the ranking then ignores distance.
 */
export function useBestCombination(outcome: SearchOutcome, enabled: boolean) {
  const user = useUser({ enabled: enabled && outcome.audience === 'member' });
  const city = user.data?.city ?? '';
  const region = user.data?.region ?? '';
  const rate = useArsRate();
  const combination = useMemo(
    () =>
      enabled && outcome.audience === 'member'
        ? bestCombination(outcome.wanted, outcome.results, region ? { city, region } : null, rate)
        : { steps: [], short: [] },
    [enabled, outcome, city, region, rate],
  );
  return { combination, nearBuyer: user.isPending || region !== '' };
}
