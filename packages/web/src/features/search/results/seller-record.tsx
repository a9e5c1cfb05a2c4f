import { REPUTATION_TEXTS as R, SEARCH_RESULTS_TEXTS as T } from '@mdc/shared';
import { Skeleton } from '@mui/material';
import type { SellerRecords } from '../api/get-seller-records';

/**
 * A seller's record as a trading party: '23 entregas · desde 2025', every count in
 * its title; a line's placeholder while it is being read, 'Sin datos' when there is none. One
 * box: in a narrow tile it starts a line of its own rather than leave '2025' alone on the next.
 */
export function SellerRecord({ user, records }: { user: string | null; records: SellerRecords }) {
  const record = user === null ? undefined : records.byUser.get(user);
  if (record) {
    return (
      <span title={R.details(record)} style={{ display: 'inline-block' }}>
        {R.summary(record)}
      </span>
    );
  }
  if (user !== null && records.loading) {
    return (
      <Skeleton variant="text" component="span" width="11em" sx={{ display: 'inline-block' }} />
    );
  }
  return T.noData;
}
