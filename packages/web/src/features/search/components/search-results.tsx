import { Typography } from '@mui/material';
import type { SearchOutcome } from '../model/search-outcome';
import { ResultsView } from '../results/results-view';

/** The results state: what was searched, then the results view (its own chunk). */
export function SearchResults({ outcome }: { outcome: SearchOutcome }) {
  return (
    <>
      {outcome.title && (
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {outcome.title}
        </Typography>
      )}
      <ResultsView outcome={outcome} />
    </>
  );
}
