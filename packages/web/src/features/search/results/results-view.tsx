import { Stack } from '@mui/material';
import { useLayoutEffect } from 'react';
import type { SearchOutcome } from '../model/search-outcome';
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
 * The results view of the search screen (docs/product/search.md#results): 'Cartas encontradas: N',
 * the names that found nothing (with the names they may have meant: `onReplaceName` searches again
 * with one), and the cards to filter, group, select and reserve.
 */
export function ResultsView({
  outcome,
  onReplaceName,
  onDrawn,
}: {
  outcome: SearchOutcome;
  onReplaceName?: (name: string, replacement: string) => void;
  /** This outcome is on screen (the screen puts the scroll position back then). */
  onDrawn?: (outcome: SearchOutcome) => void;
}) {
  useLayoutEffect(() => onDrawn?.(outcome), [outcome, onDrawn]);
  return (
    <Stack component="section" aria-labelledby="search-results-title" spacing={2}>
      <ResultsBrowser
        key={keyOf(outcome)}
        outcome={outcome}
        titleId="search-results-title"
        onReplaceName={onReplaceName}
      />
    </Stack>
  );
}
