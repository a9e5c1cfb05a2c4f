import { SEARCH_RESULTS_TEXTS as T } from '@mdc/shared';
import { Stack, Typography } from '@mui/material';
import type { SearchOutcome } from '../model/search-outcome';
import { NotFoundNames } from './not-found-names';
import { ResultsBrowser } from './results-browser';

// Each search's outcome is a new object: its view starts afresh (filter, grouping, selection).
const outcomeKeys = new WeakMap<SearchOutcome, number>();
let outcomeCount = 0;
const keyOf = (outcome: SearchOutcome) => {
  const known = outcomeKeys.get(outcome);
  if (known !== undefined) return known;
  outcomeCount += 1;
  outcomeKeys.set(outcome, outcomeCount);
  return outcomeCount;
};

/**
 * The results view of the search screen (spec §2): 'Cartas encontradas: N', the names that found
 * nothing, and the cards to filter, group, select and reserve.
 */
export function ResultsView({ outcome }: { outcome: SearchOutcome }) {
  return (
    <Stack component="section" aria-labelledby="search-results-title" spacing={2}>
      <Typography id="search-results-title" variant="h5" component="h2">
        {T.found(outcome.results.length)}
      </Typography>
      {outcome.title && <Typography color="text.secondary">{outcome.title}</Typography>}
      <NotFoundNames names={outcome.notFound} />
      <ResultsBrowser key={keyOf(outcome)} outcome={outcome} />
    </Stack>
  );
}
