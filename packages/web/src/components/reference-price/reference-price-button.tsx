import { PRICE_LOOKUP_DELAY_MS, REFERENCE_PRICE_TEXTS as T, referencePriceFor } from '@mdc/shared';
import { Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { DisabledReason } from './disabled-reason';
import { formatPriceDate } from './format-price-date';
import { getReferencePrice } from './get-reference-price';
import type { PriceLookup } from './price-lookup';
import { PriceLookupResult, type Lookup } from './price-lookup-result';

/** The reservation screens' pacing: the button stays to ask again, within limits. */
export interface ReferencePriceLimits {
  /** Wait before asking (the search and library screens wait 500 ms). */
  delayMs: number;
  /** After each lookup, every control of the screen waits this long. */
  screenLockMs: number;
  /** After its lookup, this control waits this long before it may ask again. */
  rowCooldownMs: number;
}

export interface ReferencePriceProps {
  /** The printing whose price is asked; referenceId null: nothing to ask (a bulk-loaded card). */
  card: { referenceId: string | null; foil: boolean };
  /** Who this control is among the others of the screen (the card's id). */
  id: string;
  /** The control whose lookup runs (or whose lock lasts), held by the screen: the others wait. */
  lookup: PriceLookup;
  /** What to say when no price comes back and the server said nothing. */
  notFoundText?: string;
  /** Given: the reservation screens' repeatable control with its lock, cooldown and tooltips. */
  limits?: ReferencePriceLimits;
}

/**
 * 'Ver precio' of a card priced 'ck' (docs/product/catalog-and-prices.md#reference-prices): after
 * the delay asks the reference price, then shows it with its source and date (dd/MM/yy UTC), or why
 * there is none (the server's message, such as PRI-001's, else `notFoundText`). One lookup at a
 * time across the screen.
 */
export function ReferencePriceButton(props: ReferencePriceProps) {
  const { card, id, limits } = props;
  const { referenceId, foil } = card;
  const { owner: lookupOwner, setOwner: setLookupOwner } = props.lookup;
  const notFoundText = props.notFoundText ?? T.notFoundSearch;
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const [coolingDown, setCoolingDown] = useState(false);
  const timers = useRef({ delay: 0, lock: 0, cooldown: 0 });
  const release = () => setLookupOwner((owner) => (owner === id ? null : owner));

  // A control that leaves the screen (paging, filtering) drops its lookup and frees the others;
  // a screen lock it started still runs out by itself.
  useEffect(
    () => () => {
      window.clearTimeout(timers.current.delay);
      window.clearTimeout(timers.current.cooldown);
      if (!timers.current.lock) setLookupOwner((owner) => (owner === id ? null : owner));
    },
    [id, setLookupOwner],
  );

  if (!referenceId && !limits) {
    return (
      <Typography variant="caption" color="text.secondary">
        {T.noReferenceId}
      </Typography>
    );
  }

  const finish = (result: Lookup) => {
    setLookup(result);
    if (!limits) return release();
    setCoolingDown(true);
    timers.current.cooldown = window.setTimeout(() => setCoolingDown(false), limits.rowCooldownMs);
    timers.current.lock = window.setTimeout(() => {
      timers.current.lock = 0;
      release();
    }, limits.screenLockMs);
  };
  const ask = (printing: string) =>
    getReferencePrice(printing).then(
      (answer) => {
        const price = answer ? referencePriceFor(answer, foil) : null;
        finish(
          price === null || !answer
            ? { status: 'failed', message: notFoundText }
            : { status: 'found', price, date: formatPriceDate(answer.lastUpdatedAtUtc) },
        );
      },
      (error: unknown) => finish({ status: 'failed', message: errorMessage(error, notFoundText) }),
    );
  const start = () => {
    if (!referenceId) return;
    setLookup({ status: 'loading' });
    setLookupOwner(id);
    const delay = limits ? limits.delayMs : PRICE_LOOKUP_DELAY_MS;
    timers.current.delay = window.setTimeout(() => void ask(referenceId), delay);
  };

  const result = <PriceLookupResult lookup={lookup} foil={foil} />;
  if (!limits && (lookup.status === 'found' || lookup.status === 'failed')) return result;
  const loading = lookup.status === 'loading';
  const otherHolds = lookupOwner !== null && lookupOwner !== id;
  // Its own lock is covered by its longer cooldown.
  let reason = '';
  if (limits && !loading) {
    if (!referenceId) reason = T.noReferenceIdTooltip;
    else if (otherHolds) reason = T.lockedTooltip;
    else if (coolingDown) reason = T.cooldownTooltip;
  }
  const button = (
    <Button
      size="small"
      variant="outlined"
      disabled={loading || otherHolds || reason !== ''}
      onClick={start}
    >
      {loading ? T.lookingUp : T.viewPrice}
    </Button>
  );
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <DisabledReason reason={reason}>{button}</DisabledReason>
      {result}
    </Stack>
  );
}
