import { SEARCH_RESULTS_TEXTS as T, usdWithPesos } from '@mdc/shared';
import { Alert, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useArsRate } from '../../../components/price/use-ars-rate';
import { UnbrokenHyphens } from '../../../components/unbroken-hyphens';
import type { BestCombination } from '../model/best-combination';
import { placeOf } from './result-details';
import { ResultGrid, type ResultTiles } from './result-grid';
import { SellerRecord } from './seller-record';

/**
 * 'Mejor combinación': the sellers in the order to meet them, each with their record, the names
 * they complete and their cards (selectable like any result), then the names no seller has free.
 */
export function BestCombinationView({
  combination,
  nearBuyer,
  tiles,
}: {
  combination: BestCombination;
  /** False when the buyer's profile has no province to prefer nearby sellers by. */
  nearBuyer: boolean;
  tiles: ResultTiles;
}) {
  const { steps, uncovered } = combination;
  // Each seller's section is a region named by its heading ('1. demo_rosario').
  const stepId = useId();
  const rate = useArsRate();
  return (
    <Stack spacing={2}>
      <Typography variant="body2">{T.bestIntro}</Typography>
      {!nearBuyer && (
        <Alert role="status" severity="info">
          {T.bestProfileHint}
        </Alert>
      )}
      {steps.length === 0 && (
        <Alert role="status" severity="warning">
          {T.bestNone}
        </Alert>
      )}
      {steps.map((step, index) => (
        <Paper
          key={step.user}
          component="section"
          aria-labelledby={`${stepId}-${index}`}
          variant="outlined"
          sx={{ p: { xs: 1, sm: 2 } }}
        >
          <Typography variant="h6" component="h3" id={`${stepId}-${index}`}>
            {T.bestStep(index + 1, step.user)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <SellerRecord user={step.user} records={tiles.records} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {placeOf({ ownerCity: step.city, ownerRegion: step.region })}
            {step.total > 0 && ` · ${T.bestTotal(usdWithPesos(step.total, rate))}`}
          </Typography>
          <Typography variant="body2" sx={{ my: 1 }}>
            <strong>{T.bestCovers(step.names.length)}</strong>{' '}
            <UnbrokenHyphens text={step.names.join(', ')} />
          </Typography>
          <ResultGrid groups={[{ label: null, cards: step.cards }]} tiles={tiles} nameLevel="h4" />
        </Paper>
      ))}
      {steps.length > 0 &&
        (uncovered.length > 0 ? (
          <Alert role="status" severity="warning">
            <strong>{T.bestUncovered(uncovered.length)}</strong> {uncovered.join(', ')}
          </Alert>
        ) : (
          <Alert role="status" severity="success">
            {T.bestAllCovered}
          </Alert>
        ))}
    </Stack>
  );
}
