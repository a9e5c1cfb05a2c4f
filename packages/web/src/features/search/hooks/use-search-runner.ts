import { SEARCH_SCREEN_TEXTS as T } from '@mdc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { runSearch } from '../api/run-search';
import { addressOf, requestKey, requestOfAddress } from '../model/search-address';
import type { SearchOutcome } from '../model/search-outcome';
import type { SearchRequest } from '../model/search-request';

export interface SearchFailure {
  message: string;
  /** A deck's failure is shown under the deck field; any other in the panel. */
  field: 'deck' | 'panel';
}

export interface SearchRunner {
  /** What the address asks for (null: the start page). */
  request: SearchRequest | null;
  outcome: SearchOutcome | undefined;
  failure: SearchFailure | undefined;
  loading: boolean;
  /** Searches `request`: a new entry in the history, whose address is the search's. */
  run: (request: SearchRequest) => void;
}

/** The results of a request, kept while the page lives (Back and Forward find them there). */
export const searchQueryKey = (member: boolean, request: SearchRequest) =>
  ['search', member ? 'member' : 'public', requestKey(request)] as const;

/** Results stay fresh this long: Back within it shows them as they were, without a new search. */
const RESULTS_FRESH_MS = 10 * 60_000;

/**
 * The search of the page's address (model/search-address.ts): every search has one, so a
 * reload, Back and Forward, or a link shared show it again. One search at a time
 * (docs/product/search.md#search-screen: a running search blocks a new one). A failure keeps the
 * previous results on screen and says why; it never turns into an empty result.
 */
export function useSearchRunner(member: boolean): SearchRunner {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const request = useMemo(
    () => requestOfAddress(new URLSearchParams(location.search), location.state),
    [location.search, location.state],
  );
  // The query cache itself, not useQuery: its observer would be a tenth of the first page's
  // JavaScript budget (decision 011), and this page needs only a fetch that caches.
  const key = request && searchQueryKey(member, request);
  // Each search of the address is one fetch; 'Buscar' on the same search is another.
  const [again, setAgain] = useState(0);
  const fetchKey = key && `${JSON.stringify(key)}#${again}`;
  const [settled, setSettled] = useState<{ fetchKey: string; error?: unknown }>();
  // The fetch 'Buscar' asked for again: it searches even when the cache is fresh.
  const [forced, setForced] = useState<string | null>(null);
  useEffect(() => {
    if (!key || !request || !fetchKey) return;
    let live = true;
    queryClient
      .fetchQuery({
        queryKey: key,
        queryFn: () => runSearch(request, member),
        // Fresh results are shown again without a search; 'Buscar' again always searches.
        staleTime: forced === fetchKey ? 0 : RESULTS_FRESH_MS,
        gcTime: RESULTS_FRESH_MS,
        retry: false,
      })
      .then(
        () => live && setSettled({ fetchKey }),
        (error: unknown) => live && setSettled({ fetchKey, error }),
      );
    return () => {
      live = false;
    };
    // The fetch key stands for the key, the request and the audience.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetchKey]);
  const data = key ? queryClient.getQueryData<SearchOutcome>(key) : undefined;
  // Fresh results in the cache are shown at once: nothing is loading (no 'Buscando…' flash on
  // Back, which would also move the page under the scroll position given back).
  const cached = key ? queryClient.getQueryCache().find({ queryKey: key, exact: true }) : undefined;
  const fresh =
    cached?.state.data !== undefined &&
    cached.state.fetchStatus === 'idle' &&
    !cached.isStaleByTime(RESULTS_FRESH_MS) &&
    forced !== fetchKey;
  const loading = fetchKey !== null && settled?.fetchKey !== fetchKey && !fresh;
  const error = fetchKey !== null && settled?.fetchKey === fetchKey ? settled.error : undefined;

  // The results on screen: the newest that arrived, kept while the next loads or fails.
  const [shown, setShown] = useState<SearchOutcome | undefined>(data);
  const latest = request === null ? undefined : (data ?? shown);
  if (latest !== shown) setShown(latest);

  // A member's list too long for an address gets its stored search's: shareable again.
  const storedId = request?.kind === 'names' && addressOf(request).state && data?.searchId;
  useEffect(() => {
    if (!storedId || !data) return;
    const stored: SearchRequest = { kind: 'stored', searchId: storedId, meet: request?.meet };
    queryClient.setQueryData(searchQueryKey(member, stored), data);
    void navigate(addressOf(stored).search, { replace: true, state: location.state });
  }, [storedId, data, member, queryClient, navigate, location.state, request?.meet]);

  const run = useCallback(
    (next: SearchRequest) => {
      if (queryClient.isFetching({ queryKey: searchQueryKey(member, next).slice(0, 2) }) > 0) {
        return;
      }
      const address = addressOf(next);
      const current = request && addressOf(request);
      if (
        current &&
        current.search === address.search &&
        requestKey(request) === requestKey(next)
      ) {
        // The same search again: searched afresh, the view as it opens.
        setForced(`${JSON.stringify(searchQueryKey(member, next))}#${again + 1}`);
        setAgain(again + 1);
        void navigate(`/search${address.search}`, { replace: true, state: address.state });
        return;
      }
      void navigate(`/search${address.search}`, { state: address.state });
    },
    [request, member, navigate, queryClient, again],
  );

  const failure: SearchFailure | undefined =
    error !== undefined && request
      ? {
          message: errorMessage(error, T.searchFailed),
          field: request.kind === 'deck' ? 'deck' : 'panel',
        }
      : undefined;
  return { request, outcome: latest, failure, loading, run };
}
