import { SEARCH_RESULTS_TEXTS as T } from '@mdc/shared';
import { Typography } from '@mui/material';
import { coverageOf, shortOf } from '../model/coverage';
import type { SearchOutcome } from '../model/search-outcome';
import { ListCoverage } from './list-coverage';
import { MissingCardsButton } from './missing-cards-button';
import { NameSuggestions } from './name-suggestions';
import { NotFoundNames } from './not-found-names';

/**
 * 'Cartas encontradas: N' ('N de M' while the name filter narrows them, said to screen readers
 * as it changes), what was searched, how far the market covers the list, the names a typo may
 * have meant, the names that found nothing or too few copies, and (a member) 'Agregar las que
 * faltan a una biblioteca de compra'.
 */
export function ResultsHeader({
  outcome,
  titleId,
  shown,
  filtered,
  onReplaceName,
}: {
  outcome: SearchOutcome;
  titleId: string;
  shown: number;
  filtered: boolean;
  onReplaceName?: (name: string, replacement: string) => void;
}) {
  const count = outcome.results.length;
  const coverage = coverageOf(outcome.wanted);
  return (
    <>
      <Typography id={titleId} variant="h5" component="h2" aria-live="polite">
        {filtered ? T.foundFiltered(shown, count) : T.found(count)}
      </Typography>
      {outcome.title && <Typography color="text.secondary">{outcome.title}</Typography>}
      {onReplaceName && (
        <NameSuggestions suggestions={outcome.suggestions} onReplaceName={onReplaceName} />
      )}
      <ListCoverage coverage={coverage} />
      <NotFoundNames names={outcome.notFound} short={shortOf(coverage, outcome.notFound)} />
      <MissingCardsButton outcome={outcome} />
    </>
  );
}
