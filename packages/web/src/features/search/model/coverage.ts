import type { WantedCard } from '@mdc/shared';

/**
 * How far the market covers each searched name (docs/product/search.md#quantities): 'covered'
 * when its free copies reach the copies wanted, 'short' when some but too few are free, 'none'
 * when none is.
 */
export type Coverage = WantedCard & { state: 'covered' | 'short' | 'none' };

export const coverageOf = (wanted: readonly WantedCard[]): Coverage[] =>
  wanted.map((card) => ({
    ...card,
    state: card.available >= card.quantity ? 'covered' : card.available > 0 ? 'short' : 'none',
  }));

/**
 * The names the market holds too few free copies of, beside the names that found nothing at
 * all ('No encontradas'): a name every line of which is reserved is short of all its copies.
 */
export const shortOf = (coverage: readonly Coverage[], notFound: readonly string[]) => {
  const missing = new Set(notFound);
  return coverage.filter((card) => card.state !== 'covered' && !missing.has(card.name));
};
