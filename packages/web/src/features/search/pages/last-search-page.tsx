import { SEARCH_SCREEN_TEXTS as T } from '@mdc/shared';
import { Alert } from '@mui/material';
import { useParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useLastSearch } from '../api/get-last-search';
import { outcomeOf } from '../api/run-search';
import { LoadFailure, LoadingRow } from '../components/load-states';
import { SearchScreen } from '../components/search-screen';
import { useSearchRunner } from '../hooks/use-search-runner';
import { SearchPage } from './search-page';

/**
 * /search/{lastSearch} (logged in): 'last' runs the user's last search at once and shows its
 * results under the panel (docs/product/search.md#stored-searches); any other value is the search
 * screen.
 */
export function LastSearchPage() {
  const { lastSearch } = useParams();
  return lastSearch === 'last' ? <LastSearch /> : <SearchPage />;
}

function LastSearch() {
  const { loggedIn } = useSession();
  const runner = useSearchRunner(loggedIn);
  const last = useLastSearch();
  const stored = last.data?.search;
  const lastOutcome =
    last.data && stored ? outcomeOf(last.data, 'member', stored.names, T.lastTitle) : undefined;

  const notice = last.isPending ? (
    <LoadingRow label={T.lastLoading} />
  ) : last.isError ? (
    <LoadFailure
      message={errorMessage(last.error, T.lastFailed)}
      onRetry={() => void last.refetch()}
    />
  ) : stored === null && !runner.outcome ? (
    <Alert severity="info">{T.lastNone}</Alert>
  ) : null;

  return (
    <SearchScreen
      member={loggedIn}
      runner={{ ...runner, outcome: runner.outcome ?? lastOutcome }}
      notice={notice}
      landing={false}
    />
  );
}
