import { PRICE_LOOKUP_DELAY_MS, REFERENCE_PRICE_TEXTS as T, referencePriceFor } from '@mdc/shared';
import { Button, Typography } from '@mui/material';
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { errorMessage } from '../../lib/api-client';
import { formatPriceDate } from './format-price-date';
import { getReferencePrice } from './get-reference-price';

type Lookup =
  | { status: 'idle' | 'loading' }
  | { status: 'found'; price: number; date: string }
  | { status: 'failed'; message: string };

export interface ReferencePriceProps {
  /** The catalog printing whose price is asked; null: nothing to ask (a bulk-loaded card). */
  referenceId: string | null;
  foil: boolean;
  /** Who this control is among the others of the screen (the card's id). */
  id: string;
  /** The control whose lookup runs, held by the screen: the others wait. */
  lookupOwner: string | null;
  setLookupOwner: Dispatch<SetStateAction<string | null>>;
  /** What to say when no price comes back and the server said nothing (spec §8). */
  notFoundText?: string;
}

/**
 * 'Ver precio' of a card priced 'ck' (spec §4): after 500 ms asks the reference price, then shows
 * it with its source and date (dd/MM/yy UTC), or why there is none (the server's message, such
 * as PRI-001's, else `notFoundText`). One lookup at a time across the screen.
 */
export function ReferencePriceButton({
  referenceId,
  foil,
  id,
  lookupOwner,
  setLookupOwner,
  notFoundText = T.notFoundSearch,
}: ReferencePriceProps) {
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const timer = useRef(0);
  const release = () => setLookupOwner((owner) => (owner === id ? null : owner));

  // A control that leaves the screen (paging, filtering) drops its lookup and frees the others.
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      setLookupOwner((owner) => (owner === id ? null : owner));
    },
    [id, setLookupOwner],
  );

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
    setLookupOwner(id);
    timer.current = window.setTimeout(() => {
      getReferencePrice(referenceId).then(
        (answer) => {
          const price = answer ? referencePriceFor(answer, foil) : null;
          finish(
            price === null || !answer
              ? { status: 'failed', message: notFoundText }
              : { status: 'found', price, date: formatPriceDate(answer.lastUpdatedAtUtc) },
          );
        },
        (error: unknown) =>
          finish({ status: 'failed', message: errorMessage(error, notFoundText) }),
      );
    }, PRICE_LOOKUP_DELAY_MS);
  };

  if (lookup.status === 'found') {
    return (
      <Typography variant="body2" aria-label={T.referencePrice}>
        {`${T.usd(lookup.price)} · ${T.source(foil)}`}
        {lookup.date && ` · ${lookup.date}`}
      </Typography>
    );
  }
  if (lookup.status === 'failed') {
    return (
      <Typography variant="body2" color="error" role="status">
        {lookup.message || T.unavailable}
      </Typography>
    );
  }
  const loading = lookup.status === 'loading';
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={loading || (lookupOwner !== null && lookupOwner !== id)}
      onClick={start}
    >
      {loading ? T.lookingUp : T.viewPrice}
    </Button>
  );
}
