import { SEARCH_SCREEN_TEXTS as T } from '@mdc/shared';
import { Alert, Container, Stack, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useOlderResults } from '../api/get-older-results';
import { LoadFailure, LoadingRow } from '../components/load-states';
import { OlderResultsGrid } from '../components/older-results-grid';

export const OLDER_RESULTS_PATH = '/search-results';

/**
 * The older results page (docs/product/search.md#older-results-page; /search-results?moxId=<stored
 * search id>, open to all): a stored search's cards with quantity, owner and a 'Mox:' contact link.
 */
export function OlderResultsPage() {
  const [params] = useSearchParams();
  const searchId = params.get('moxId')?.trim() ?? '';
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <PageMeta title={T.olderPageTitle} description={T.pageDescription} />
      {searchId === '' ? (
        <Alert severity="error">{T.olderMissingId}</Alert>
      ) : (
        <OlderResults searchId={searchId} />
      )}
    </Container>
  );
}

function OlderResults({ searchId }: { searchId: string }) {
  const query = useOlderResults(searchId);
  if (query.isPending) {
    return <LoadingRow label={T.olderLoading} />;
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <LoadFailure message={missing ? T.olderNotFound : errorMessage(query.error, T.olderFailed)} />
    );
  }
  const results = query.data.results ?? [];
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {T.olderTitle(results.length)}
      </Typography>
      <OlderResultsGrid results={results} />
    </Stack>
  );
}
