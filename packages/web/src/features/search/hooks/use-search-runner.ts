import { SEARCH_SCREEN_TEXTS as T } from '@mdc/shared';
import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { runSearch } from '../api/run-search';
import type { SearchOutcome } from '../model/search-outcome';
import type { SearchRequest } from '../model/search-request';

export interface SearchFailure {
  message: string;
  /** A deck's failure is shown under the deck field; any other in the panel. */
  field: 'deck' | 'panel';
}

export interface SearchRunner {
  outcome: SearchOutcome | undefined;
  failure: SearchFailure | undefined;
  loading: boolean;
  run: (request: SearchRequest) => void;
  fail: (failure: SearchFailure | undefined) => void;
  show: (outcome: SearchOutcome) => void;
}

/**
 * One search at a time (docs/product/search.md#search-screen: a loading flag blocks a new search).
 * A failure keeps the previous results on screen and says why; it never turns into an empty result.
 */
export function useSearchRunner(member: boolean): SearchRunner {
  const [outcome, setOutcome] = useState<SearchOutcome>();
  const [failure, setFailure] = useState<SearchFailure>();
  const [loading, setLoading] = useState(false);
  const running = useRef(false);

  const run = useCallback(
    (request: SearchRequest) => {
      if (running.current) return;
      running.current = true;
      setLoading(true);
      setFailure(undefined);
      runSearch(request, member)
        .then(setOutcome, (error: unknown) =>
          setFailure({
            message: errorMessage(error, T.searchFailed),
            field: request.kind === 'deck' ? 'deck' : 'panel',
          }),
        )
        .finally(() => {
          running.current = false;
          setLoading(false);
        });
    },
    [member],
  );

  return { outcome, failure, loading, run, fail: setFailure, show: setOutcome };
}
