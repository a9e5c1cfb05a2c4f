import {
  LIBRARY_DETAIL_TEXTS as T,
  PRICE_LOOKUP_DELAY_MS,
  referencePriceFor,
  type LibraryCard,
} from '@mdc/shared';
import { Button, Typography } from '@mui/material';
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { getReferencePrice } from '../api/catalog-lookups';
import { formatPriceDate } from './format-price-date';

type Lookup =
  | { status: 'idle' | 'loading' }
  | { status: 'found'; price: number; date: string }
  | { status: 'failed'; message: string };

/**
 * 'Ver precio' of a card priced 'ck' (spec §4): after 500 ms asks the reference price, then shows
 * it with its source and date, or why there is none. One lookup at a time: `lookupOwner` is the
 * card whose lookup runs (the grid holds it), the other buttons wait.
 */
export function ReferencePriceButton({
  card,
  lookupOwner,
  setLookupOwner,
}: {
  card: LibraryCard;
  lookupOwner: string | null;
  setLookupOwner: Dispatch<SetStateAction<string | null>>;
}) {
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const timer = useRef(0);
  const release = () => setLookupOwner((owner) => (owner === card.id ? null : owner));

  // A tile that leaves the page (paging, filtering) drops its lookup and frees the others.
  useEffect(() => {
    const cardId = card.id;
    return () => {
      window.clearTimeout(timer.current);
      setLookupOwner((owner) => (owner === cardId ? null : owner));
    };
  }, [card.id, setLookupOwner]);

  const referenceId = card.referenceId;
  if (!referenceId) {
    return (
      <Typography variant="caption" color="text.secondary">
        {T.noReferenceId}
      </Typography>
    );
  }

  const finish = (result: Lookup) => {
    setLookup(result);
    release();
  };
  const start = () => {
    setLookup({ status: 'loading' });
    setLookupOwner(card.id);
    timer.current = window.setTimeout(() => {
      getReferencePrice(referenceId).then(
        (answer) => {
          const price = referencePriceFor(answer, card.foil);
          finish(
            price === null
              ? { status: 'failed', message: T.priceNotFound }
              : { status: 'found', price, date: formatPriceDate(answer.lastUpdatedAtUtc) },
          );
        },
        (error: unknown) =>
          finish({ status: 'failed', message: errorMessage(error, T.priceNotFound) }),
      );
    }, PRICE_LOOKUP_DELAY_MS);
  };

  if (lookup.status === 'found') {
    return (
      <Typography variant="body2" aria-label={T.referencePrice}>
        {`USD ${lookup.price.toFixed(2)} · ${T.ckSource(card.foil)}`}
        {lookup.date && ` · ${lookup.date}`}
      </Typography>
    );
  }
  if (lookup.status === 'failed') {
    return (
      <Typography variant="body2" color="error" role="status">
        {lookup.message}
      </Typography>
    );
  }
  const loading = lookup.status === 'loading';
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={loading || (lookupOwner !== null && lookupOwner !== card.id)}
      onClick={start}
    >
      {loading ? T.lookingUp : T.viewPrice}
    </Button>
  );
}
