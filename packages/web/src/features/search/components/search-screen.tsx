import { SEARCH_SCREEN_TEXTS as T } from '@mdc/shared';
import { Box, CircularProgress, Container, Typography } from '@mui/material';
import { lazy, Suspense, type ReactNode } from 'react';
import { AppDownloadBanner } from '../../../components/app-download-banner';
import { PageMeta } from '../../../components/page-meta';
import type { SearchRunner } from '../hooks/use-search-runner';
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
 * The search screen (spec §2, §4): before any search the landing content around the panel;
 * after one (even an empty one) the panel stays and the results follow it.
 */
export function SearchScreen({ member, runner, notice, landing = true }: SearchScreenProps) {
  const { outcome } = runner;
  const first = outcome === undefined && landing;
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
        <SearchPanel member={member} runner={runner} />
        {notice}
        {outcome && (
          <Suspense fallback={<CircularProgress aria-label={T.searching} />}>
            <ResultsView outcome={outcome} />
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
