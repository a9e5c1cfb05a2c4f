import { SEARCH_RESULTS_TEXTS as T, usdWithPesos } from '@mdc/shared';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useArsRate } from '../../../components/price/use-ars-rate';
import { UnbrokenHyphens } from '../../../components/unbroken-hyphens';
import type { SellerStep, Take } from '../model/combination-lines';
import { placeOf } from './result-details';
import { ResultGrid, type ResultTiles } from './result-grid';
import { SellerRecord } from './seller-record';

/**
 * One seller of a plan ('Mejor combinación' by sellers, or met on a trip): his record and place,
 * the copies of each card he gives ('4 Ponder', '1 de 4 Faerie Seer'), his cards (selectable like
 * any result, each saying the copies taken) and 'Reservar N copias', which reserves exactly those.
 */
export function SellerStepSection({
  step,
  title,
  headingId,
  level,
  tiles,
  onReserve,
}: {
  step: SellerStep;
  /** '1. demo_rosario', or the user alone inside a trip. */
  title: string;
  headingId: string;
  level: 'h3' | 'h4';
  tiles: ResultTiles;
  onReserve: (takes: Take[]) => void;
}) {
  const rate = useArsRate();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 1, sm: 2 } }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mb: 0.5 }}>
        <Box sx={{ flex: '1 1 14em', minWidth: 0 }}>
          <Typography variant="h6" component={level} id={headingId}>
            {title}
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
  );
}
