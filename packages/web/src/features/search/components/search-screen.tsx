import { SEARCH_SCREEN_TEXTS as T } from '@mdc/shared';
import { Box, CircularProgress, Container, Typography } from '@mui/material';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { AppDownloadBanner } from '../../../components/app-download-banner';
import { PageMeta } from '../../../components/page-meta';
import { useRestoredScroll } from '../../../lib/use-restored-scroll';
import type { SearchRunner } from '../hooks/use-search-runner';
import { usePanelFields } from '../hooks/use-panel-fields';
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
 * Coming back to a search (Back, a reload) finds its results where they were scrolled to.
 */
export function SearchScreen({ member, runner, notice, landing = true }: SearchScreenProps) {
  const { outcome } = runner;
  // The landing content shows until a search has results, unless one is on its way.
  const arriving = outcome === undefined && runner.request !== null && runner.loading;
  const first = outcome === undefined && !arriving && landing;
  const fields = usePanelFields(runner.request);
  // The results drawn (their view is a chunk of its own) and the chips above them in the panel:
  // then the scroll position can go back.
  const [drawn, setDrawn] = useState<object>();
  const [chipsDrawn, setChipsDrawn] = useState(false);
  const chipsLoaded = useCallback(() => setChipsDrawn(true), []);
  const panelDrawn = fields.lines.length === 0 || chipsDrawn;
  useRestoredScroll(
    (outcome !== undefined && drawn === outcome && panelDrawn) || runner.request === null,
    { topWhenNew: runner.request === null },
  );
  // A close name chosen under the results replaces the typo in the field too.
  const searchReplacing = (name: string, replacement: string) => {
    if (!outcome) return;
    const items = replaceName(outcome.wanted, name, replacement);
    fields.replaceName(name, replacement);
    runner.run({ kind: 'names', items, title: outcome.title });
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
        <SearchPanel member={member} runner={runner} fields={fields} onNamesLoaded={chipsLoaded} />
        {notice}
        {arriving && <CircularProgress aria-label={T.searching} sx={{ alignSelf: 'center' }} />}
        {outcome && (
          <Suspense fallback={<CircularProgress aria-label={T.searching} />}>
            <ResultsView outcome={outcome} onReplaceName={searchReplacing} onDrawn={setDrawn} />
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
