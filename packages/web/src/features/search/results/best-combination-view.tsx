import { SEARCH_RESULTS_TEXTS as T, usdWithPesos } from '@mdc/shared';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useArsRate } from '../../../components/price/use-ars-rate';
import { UnbrokenHyphens } from '../../../components/unbroken-hyphens';
import type { BestCombination } from '../model/best-combination';
import type { Take } from '../model/combination-lines';
import { placeOf } from './result-details';
import { ResultGrid, type ResultTiles } from './result-grid';
import { SellerRecord } from './seller-record';

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
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mb: 0.5 }}
          >
            <Box sx={{ flex: '1 1 14em', minWidth: 0 }}>
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
            </Box>
            <Button
              variant="contained"
              aria-label={T.bestReserveLabel(step.copies, step.user)}
              onClick={() => onReserve(step.takes)}
            >
              {T.bestReserve(step.copies)}
            </Button>
          </Box>
          <Typography variant="body2" sx={{ my: 1 }}>
            <strong>
              {step.names.every((name) => name.wanted === 1)
                ? T.bestCompletes(step.names.length)
                : T.bestCovers(step.copies, step.names.length)}
            </strong>{' '}
            <UnbrokenHyphens
              text={step.names
                .map(({ name, copies, wanted }) => T.bestName(name, copies, wanted))
                .join(', ')}
            />
          </Typography>
          <ResultGrid
            groups={[{ label: null, cards: step.takes.map((take) => take.card) }]}
            tiles={tiles}
            nameLevel="h4"
            taking={new Map(step.takes.map((take) => [take.card.id, take.copies]))}
          />
        </Paper>
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
