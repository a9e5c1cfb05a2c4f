import { useMemo } from 'react';
import { useArsRate } from '../../../components/price/use-ars-rate';
import { useUser } from '../../../lib/current-user';
import type { SellerRecords } from '../api/get-seller-records';
import type { SearchOutcome } from '../model/search-outcome';
import { meetingPlacesOf } from '../model/seller-places';
import { tripPlan, type TripPlan } from '../model/trip-plan';

const NO_PLAN: TripPlan = { trips: [], short: [] };

/**
 * 'Mejor combinación' by trips (model/trip-plan.ts) of a logged-in search: over every seller of
 * the answer whose record (with his places) has been read; places in the buyer's city and
 * province win ties. `loading` while the records are still coming: the plan would change.
 */
export function useTripPlan(outcome: SearchOutcome, enabled: boolean, records: SellerRecords) {
  const member = enabled && outcome.audience === 'member';
  const user = useUser({ enabled: member });
  const city = user.data?.city ?? '';
  const region = user.data?.region ?? '';
  const rate = useArsRate();
  const plan = useMemo(
    () =>
      member && !records.loading
        ? tripPlan(
            outcome.wanted,
            outcome.results,
            meetingPlacesOf(records.byUser),
            region ? { city, region } : null,
            rate,
          )
        : NO_PLAN,
    [member, records, outcome, city, region, rate],
  );
  return { plan, loading: member && records.loading };
}
