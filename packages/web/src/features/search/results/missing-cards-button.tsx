import { WANTED_TEXTS as T } from '@mdc/shared';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { coverageOf } from '../model/coverage';
import type { SearchOutcome } from '../model/search-outcome';

const MissingCardsDialog = lazy(async () => ({
  default: (await import('./missing-cards-dialog')).MissingCardsDialog,
}));

/**
 * 'Agregar las que faltan a una biblioteca de compra', for a member (a buying library is his):
 * the names the market cannot cover (none or too few free copies) and the others, with the
 * copies wanted, none reserved yet on this screen.
 */
export function MissingCardsButton({ outcome }: { outcome: SearchOutcome }) {
  const [open, setOpen] = useState(false);
  if (outcome.audience !== 'member' || outcome.wanted.length === 0) return null;
  const coverage = coverageOf(outcome.wanted).map(({ name, quantity, state }) => ({
    item: { name, quantity },
    covered: state === 'covered',
  }));
  const missing = coverage.filter((card) => !card.covered).map((card) => card.item);
  const found = coverage.filter((card) => card.covered).map((card) => card.item);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PlaylistAddIcon />}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {T.open}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <MissingCardsDialog
            notFound={missing}
            found={found}
            title={outcome.title ?? null}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
