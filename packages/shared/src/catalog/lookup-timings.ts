/** Timings of the catalog lookups a person triggers (docs/product/catalog-and-prices.md). */

/** The name autocomplete waits this long after the last keystroke. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 200;
/** A reference price lookup starts this long after its button is pressed. */
export const PRICE_LOOKUP_DELAY_MS = 500;
/**
 * On the reservation screens, every price button waits this long after each lookup
 * (docs/product/catalog-and-prices.md#reference-prices).
 */
export const PRICE_LOOKUP_LOCK_MS = 2500;
/** On the reservation screens, a row's price button waits this long before asking again. */
export const PRICE_LOOKUP_COOLDOWN_MS = 10_000;
