import { WANTED_TEXTS as T } from '@mdc/shared';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import type { SearchOutcome } from '../model/search-outcome';

const MissingCardsDialog = lazy(async () => ({
  default: (await import('./missing-cards-dialog')).MissingCardsDialog,
}));

/**
 * 'Agregar las que faltan a una biblioteca de compra', for a member (a buying library is his):
 * the names that found nothing and the others, none reserved yet on this screen.
 */
export function MissingCardsButton({ outcome }: { outcome: SearchOutcome }) {
  const [open, setOpen] = useState(false);
  if (outcome.audience !== 'member' || outcome.names.length === 0) return null;
  const missing = new Set(outcome.notFound);
  const found = [...new Set(outcome.names)].filter((name) => !missing.has(name));
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
            notFound={[...missing]}
            found={found}
            title={outcome.title ?? null}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
