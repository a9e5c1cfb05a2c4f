import { SEARCH_SCREEN_TEXTS as T } from '@mdc/shared';
import { Alert } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useLastSearch } from '../api/get-last-search';
import { outcomeOf } from '../api/run-search';
import { LoadFailure, LoadingRow } from '../components/load-states';
import { SearchScreen } from '../components/search-screen';
import { searchQueryKey, useSearchRunner } from '../hooks/use-search-runner';
import { addressOf } from '../model/search-address';
import type { SearchRequest } from '../model/search-request';
import { SearchPage } from './search-page';

/**
 * /search/{lastSearch} (logged in): 'last' runs the user's last search at once and shows it at
 * its own address, `/search?search=<id>` (docs/product/search.md#stored-searches); any other
 * value is the search screen.
 */
export function LastSearchPage() {
  const { lastSearch } = useParams();
  return lastSearch === 'last' ? <LastSearch /> : <SearchPage />;
}

function LastSearch() {
  const { loggedIn } = useSession();
  const runner = useSearchRunner(loggedIn);
  const queryClient = useQueryClient();
  const last = useLastSearch();
  const stored = last.data?.search;
  const navigate = useNavigate();

  // Its results, already here, wait at the stored search's address.
  useEffect(() => {
    if (!last.data?.search) return;
    const request: SearchRequest = { kind: 'stored', searchId: last.data.search.id };
    queryClient.setQueryData(
      searchQueryKey(loggedIn, request),
      outcomeOf(last.data, 'member', T.lastTitle),
    );
    void navigate(`/search${addressOf(request).search}`, { replace: true });
  }, [last.data, loggedIn, queryClient, navigate]);

  const notice = last.isPending ? (
    <LoadingRow label={T.lastLoading} />
  ) : last.isError ? (
    <LoadFailure
      message={errorMessage(last.error, T.lastFailed)}
      onRetry={() => void last.refetch()}
    />
  ) : stored === null ? (
    <Alert severity="info">{T.lastNone}</Alert>
  ) : null;

  return <SearchScreen member={loggedIn} runner={runner} notice={notice} landing={false} />;
}
