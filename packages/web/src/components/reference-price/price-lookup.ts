import { useState, type Dispatch, type SetStateAction } from 'react';

/**
 * The one reference-price lookup running on a screen (one at a time, then its lock): the control
 * that holds it, held by the screen so that the other controls wait.
 */
export interface PriceLookup {
  owner: string | null;
  setOwner: Dispatch<SetStateAction<string | null>>;
}

/** A screen's PriceLookup, held by none of its controls yet. */
export function usePriceLookup(): PriceLookup {
  const [owner, setOwner] = useState<string | null>(null);
  return { owner, setOwner };
}
