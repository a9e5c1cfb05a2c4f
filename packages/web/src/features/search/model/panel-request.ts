import {
  SEARCH_MAX_NAMES,
  SEARCH_MESSAGES,
  SEARCH_SCREEN_TEXTS as T,
  validateMoxfieldDeckUrl,
} from '@mdc/shared';
import { addPastedNames } from './add-pasted-names';
import { itemsOfLines } from './search-lines';
import type { SearchRequest } from './search-request';

export type PanelRequest =
  | {
      ok: true;
      request: SearchRequest;
      /** The names field's chips after it: what was still typed became chips too. */
      lines: string[];
    }
  | { ok: false; namesError?: string; deckError?: string };

/**
 * What 'Buscar' searches (decision 018): a filled deck field wins and is validated by the rules of
 * docs/product/search.md#deck-links; otherwise the names (chips and what is still typed, which
 * becomes chips: '¿Quisiste decir…?' then replaces a typed typo too); with neither, the deck
 * field's own 'empty' message shows, as the earlier product's panel did, and the names field
 * says what to do. `sideboard`: a deck's sideboard counts too.
 */
export function panelRequest(
  lines: string[],
  typed: string,
  deck: string,
  sideboard = false,
): PanelRequest {
  if (deck.trim() !== '' || (lines.length === 0 && typed.trim() === '')) {
    const link = validateMoxfieldDeckUrl(deck);
    if (link.ok)
      return { ok: true, request: { kind: 'deck', deckId: link.deckId, sideboard }, lines };
    const namesError = deck.trim() === '' ? T.nothingToSearch : undefined;
    return { ok: false, deckError: link.message, namesError };
  }
  const all = addPastedNames(lines, typed, sideboard);
  if (all.length > SEARCH_MAX_NAMES) return { ok: false, namesError: SEARCH_MESSAGES.tooManyNames };
  return { ok: true, request: { kind: 'names', items: itemsOfLines(all) }, lines: all };
}
