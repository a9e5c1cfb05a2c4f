import { SEARCH_SCREEN_TEXTS as T } from '@mdc/shared';
import { Box, CircularProgress, Container, Typography } from '@mui/material';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AppDownloadBanner } from '../../../components/app-download-banner';
import { PageMeta } from '../../../components/page-meta';
import type { SearchRunner } from '../hooks/use-search-runner';
import { replaceName } from '../model/replace-name';
import { QuickListsSection } from './quick-lists-section';
import { RegistrationBanner } from './registration-banner';
import { SearchIntro } from './search-intro';
import { SearchPanel } from './search-panel';

const ResultsView = lazy(async () => ({
  default: (await import('../results/results-view')).ResultsView,
}));
const RecommendedCarousel = lazy(async () => ({
  default: (await import('./recommended-carousel')).RecommendedCarousel,
}));

interface SearchScreenProps {
  member: boolean;
  runner: SearchRunner;
  /** Shown between the panel and the landing content (the last search's state). */
  notice?: ReactNode;
  /** False: no landing content (the last search page). */
  landing?: boolean;
}

/**
 * The search screen (docs/product/search.md#search-screen): before any search the landing content
 * around the panel; after one (even an empty one) the panel stays and the results follow it.
 */
export function SearchScreen({ member, runner, notice, landing = true }: SearchScreenProps) {
  const { outcome } = runner;
  const first = outcome === undefined && landing;
  // The panel's chips: a close name chosen under the results replaces the typo there too.
  const [names, setNames] = useState<string[]>([]);
  const searchReplacing = (name: string, replacement: string) => {
    if (!outcome) return;
    setNames((chips) => replaceName(chips, name, replacement));
    runner.run({ kind: 'names', names: replaceName(outcome.names, name, replacement) });
  };
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageMeta title={T.pageTitle} description={T.pageDescription} />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        {first && <AppDownloadBanner />}
        {first && !member && <RegistrationBanner />}
        <Typography variant="h4" component="h1">
          {T.pageTitle}
        </Typography>
        {first && !member && <SearchIntro />}
        <SearchPanel member={member} runner={runner} names={names} onNamesChange={setNames} />
        {notice}
        {outcome && (
          <Suspense fallback={<CircularProgress aria-label={T.searching} />}>
            <ResultsView outcome={outcome} onReplaceName={searchReplacing} />
          </Suspense>
        )}
        {first && member && (
          <Suspense fallback={null}>
            <RecommendedCarousel />
          </Suspense>
        )}
        {first && <QuickListsSection runner={runner} />}
      </Box>
    </Container>
  );
}
