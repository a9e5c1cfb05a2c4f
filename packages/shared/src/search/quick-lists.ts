import {
  QUICK_LIST_SUMMARIES,
  type QuickListId,
  type QuickListSummary,
} from './quick-list-summaries';
import { COMMANDER_QUICK_LIST_NAMES } from './quick-lists/commander';
import { MODERN_QUICK_LIST_NAMES } from './quick-lists/modern';
import { PAUPER_QUICK_LIST_NAMES } from './quick-lists/pauper';
import { STANDARD_QUICK_LIST_NAMES } from './quick-lists/standard';

/**
 * The 'Búsquedas rápidas' of the search screen (docs/product/search.md#quick-lists): one click
 * searches a format's staples. The names are generated from real data by
 * scripts/build-quick-lists.ts.
 */

export interface QuickList extends QuickListSummary {
  names: readonly string[];
}

const NAMES: Record<QuickListId, readonly string[]> = {
  commander: COMMANDER_QUICK_LIST_NAMES,
  pauper: PAUPER_QUICK_LIST_NAMES,
  modern: MODERN_QUICK_LIST_NAMES,
  standard: STANDARD_QUICK_LIST_NAMES,
};

export const QUICK_LISTS: readonly QuickList[] = QUICK_LIST_SUMMARIES.map((summary) => ({
  ...summary,
  names: NAMES[summary.id],
}));
