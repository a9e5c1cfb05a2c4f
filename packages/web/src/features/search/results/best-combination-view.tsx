import { SEARCH_RESULTS_TEXTS as T } from '@mdc/shared';
import { Alert, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import type { BestCombination } from '../model/best-combination';
import type { Take } from '../model/combination-lines';
import type { ResultTiles } from './result-grid';
import { SellerStepSection } from './seller-step';

/**
 * 'Mejor combinación': the sellers in the order to meet them, each with their record, the copies
 * of each card they give ('4 Ponder', '1 de 4 Faerie Seer'), their cards (selectable like any
 * result, each saying the copies taken) and 'Reservar N copias', which reserves exactly those,
 * then what no seller has ('Faltan 2 Counterspell').
 */
export function BestCombinationView({
  combination,
  nearBuyer,
  tiles,
  onReserve,
}: {
  combination: BestCombination;
  /** False when the buyer's profile has no province to prefer nearby sellers by. */
  nearBuyer: boolean;
  tiles: ResultTiles;
  /** 'Reservar' on a step: its lines with the copies to take. */
  onReserve: (takes: Take[]) => void;
}) {
  const { steps, short } = combination;
  // Each seller's section is a region named by its heading ('1. demo_rosario').
  const stepId = useId();
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
        <SellerStepSection
          key={step.user}
          step={step}
          title={T.bestStep(index + 1, step.user)}
          headingId={`${stepId}-${index}`}
          level="h3"
          tiles={tiles}
          onReserve={onReserve}
        />
      ))}
      {steps.length > 0 &&
        (short.length > 0 ? (
          <Alert role="status" severity="warning">
            <strong>{T.bestUncovered(short.length)}</strong>{' '}
            {short.map(({ name, missing }) => T.bestMissing(name, missing)).join(', ')}
          </Alert>
        ) : (
          <Alert role="status" severity="success">
            {T.bestAllCovered}
          </Alert>
        ))}
    </Stack>
  );
}
