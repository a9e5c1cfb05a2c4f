/** Timings of the catalog lookups a person triggers (spec §9). */

/** The name autocomplete waits this long after the last keystroke. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 200;
/** A reference price lookup starts this long after its button is pressed. */
export const PRICE_LOOKUP_DELAY_MS = 500;
