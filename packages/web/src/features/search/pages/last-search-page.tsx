import { COMMON_TEXTS, SEARCH_SCREEN_TEXTS as T } from '@mdc/shared';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useLastSearch } from '../api/get-last-search';
import { outcomeOf } from '../api/run-search';
import { SearchScreen } from '../components/search-screen';
import { useSearchRunner } from '../hooks/use-search-runner';
import { SearchPage } from './search-page';

/**
 * /search/{lastSearch} (logged in): 'last' runs the user's last search at once and shows its
 * results under the panel (spec §2); any other value is the search screen.
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
    <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
      <CircularProgress size={24} />
      <Typography>{T.lastLoading}</Typography>
    </Stack>
  ) : last.isError ? (
    <Alert
      severity="error"
      action={<Button onClick={() => void last.refetch()}>{COMMON_TEXTS.retry}</Button>}
    >
      {errorMessage(last.error, T.lastFailed)}
    </Alert>
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
