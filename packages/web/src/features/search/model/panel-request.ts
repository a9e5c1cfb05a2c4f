import {
  parseDeckText,
  SEARCH_MAX_NAMES,
  SEARCH_MESSAGES,
  SEARCH_SCREEN_TEXTS as T,
  validateMoxfieldDeckUrl,
} from '@mdc/shared';
import { distinctNames } from './add-pasted-names';
import type { SearchRequest } from './search-request';

export type PanelRequest =
  { ok: true; request: SearchRequest } | { ok: false; namesError?: string; deckError?: string };

/**
 * What 'Buscar' searches (decision 018): a filled deck field wins and is validated by the rules of
 * docs/product/search.md#deck-links; otherwise the names (chips and what is still typed); with
 * neither, the deck field's own 'empty' message shows, as the earlier product's panel did, and the
 * names field says what to do.
 */
export function panelRequest(names: string[], typed: string, deck: string): PanelRequest {
  if (deck.trim() !== '' || (names.length === 0 && typed.trim() === '')) {
    const link = validateMoxfieldDeckUrl(deck);
    if (link.ok) return { ok: true, request: { kind: 'deck', deckId: link.deckId } };
    const namesError = deck.trim() === '' ? T.nothingToSearch : undefined;
    return { ok: false, deckError: link.message, namesError };
  }
  const all = distinctNames([...names, ...parseDeckText(typed)]);
  if (all.length > SEARCH_MAX_NAMES) return { ok: false, namesError: SEARCH_MESSAGES.tooManyNames };
  return { ok: true, request: { kind: 'names', names: all } };
}
