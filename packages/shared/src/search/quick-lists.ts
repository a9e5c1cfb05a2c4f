import { COMMANDER_QUICK_LIST_NAMES } from './quick-lists/commander';
import { MODERN_QUICK_LIST_NAMES } from './quick-lists/modern';
import { PAUPER_QUICK_LIST_NAMES } from './quick-lists/pauper';
import { STANDARD_QUICK_LIST_NAMES } from './quick-lists/standard';

/**
 * The 'Búsquedas rápidas' of the search screen (spec §2): one click searches a format's
 * staples. The names are generated from real data by scripts/build-quick-lists.mjs.
 */

export const QUICK_LISTS_TITLE = 'Búsquedas rápidas';

export const QUICK_LIST_IDS = ['commander', 'pauper', 'modern', 'standard'] as const;
export type QuickListId = (typeof QUICK_LIST_IDS)[number];

export interface QuickList {
  id: QuickListId;
  label: string;
  /** Where the names come from, in a line under the label. */
  subtitle: string;
  names: readonly string[];
}

const METAGAME_SUBTITLE = 'Las más jugadas en los mazos top del formato';

export const QUICK_LISTS: readonly QuickList[] = [
  {
    id: 'commander',
    label: 'Commander',
    subtitle: 'Las más populares según EDHREC',
    names: COMMANDER_QUICK_LIST_NAMES,
  },
  { id: 'pauper', label: 'Pauper', subtitle: METAGAME_SUBTITLE, names: PAUPER_QUICK_LIST_NAMES },
  { id: 'modern', label: 'Modern', subtitle: METAGAME_SUBTITLE, names: MODERN_QUICK_LIST_NAMES },
  {
    id: 'standard',
    label: 'Standard',
    subtitle: METAGAME_SUBTITLE,
    names: STANDARD_QUICK_LIST_NAMES,
  },
];
