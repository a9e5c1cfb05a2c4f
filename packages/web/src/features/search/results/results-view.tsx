import { Stack, Typography } from '@mui/material';
import type { SearchOutcome } from '../model/search-outcome';

/**
 * The results view of the search screen (spec §2 'Cartas encontradas: N'). Placeholder of the
 * contract the search page renders; the results work replaces its body.
 */
export function ResultsView({ outcome }: { outcome: SearchOutcome }) {
  return (
    <Stack component="section" aria-labelledby="search-results-title" spacing={2}>
      <Typography id="search-results-title" variant="h5" component="h2">
        {`Cartas encontradas: ${outcome.results.length}`}
      </Typography>
      <ul>
        {outcome.results.map((card) => (
          <li key={card.id}>{card.cardName}</li>
        ))}
      </ul>
    </Stack>
  );
}
