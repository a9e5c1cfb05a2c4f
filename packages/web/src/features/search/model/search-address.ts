import { QUICK_LIST_SUMMARIES, parseSearchLine, searchLineOf, type QuickListId } from '@mdc/shared';
import type { SearchRequest } from './search-request';

/**
 * A search's address (docs/product/search.md#search-address): `/search?names=…` (one line a
 * name, '4 Counterspell'), `?list=commander`, `?library=<id>`, `?deck=<id>[&sideboard=true]` or
 * `?search=<stored id>`, with `meet` when only some sellers are wanted ('Dónde'), plus how the
 * results are seen (`view`, `plan`, `filter`, `page`). Opening it
 * again — a reload, Back, a link shared with a guest — searches it again. A list too long for an
 * address (SEARCH_ADDRESS_MAX_LENGTH) is kept in the history entry's state instead, so Back and a
 * reload still find it; a member's is reopened by its stored id.
 */

/** Longer addresses are refused by proxies (nginx answers 414 past 8 KB by default). */
export const SEARCH_ADDRESS_MAX_LENGTH = 6000;

/** How the results are seen: kept in the address, replaced (not pushed) as it changes. */
export const VIEW_PARAMS = ['view', 'plan', 'filter', 'page'] as const;

const QUICK_LIST_IDS = new Set<string>(QUICK_LIST_SUMMARIES.map((list) => list.id));

/** The request an address holds, if any; `state` is the history entry's (a long list). */
export function requestOfAddress(params: URLSearchParams, state: unknown): SearchRequest | null {
  const request = addressRequest(params, state);
  const meet = params.get('meet')?.trim();
  return request && meet ? { ...request, meet } : request;
}

function addressRequest(params: URLSearchParams, state: unknown): SearchRequest | null {
  const deck = params.get('deck')?.trim();
  if (deck) return { kind: 'deck', deckId: deck, sideboard: params.get('sideboard') === 'true' };
  const list = params.get('list');
  if (list && QUICK_LIST_IDS.has(list)) return { kind: 'list', list: list as QuickListId };
  const library = params.get('library')?.trim();
  if (library) return { kind: 'library', libraryId: library };
  const stored = params.get('search')?.trim();
  if (stored) return { kind: 'stored', searchId: stored };
  const names = params.get('names');
  if (names !== null) {
    const items = names
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map(parseSearchLine);
    if (items.length > 0) return { kind: 'names', items, title: params.get('title') ?? undefined };
  }
  return stateRequest(state);
}

/** The long list a history entry keeps (written by `addressOf`), if it holds one. */
function stateRequest(state: unknown): SearchRequest | null {
  const kept = (state as { search?: SearchRequest } | null)?.search;
  if (kept?.kind !== 'names' || !Array.isArray(kept.items)) return null;
  const { meet: _meet, ...request } = kept;
  return request;
}

export interface SearchAddress {
  /** The query string, with its '?', or only its `meet` ('' without) for a list kept in `state`. */
  search: string;
  state?: { search: SearchRequest };
}

/** The address of a request: its query, or the history state for a list too long for one. */
export function addressOf(request: SearchRequest): SearchAddress {
  const params = new URLSearchParams();
  const meet = request.meet ? `meet=${encodeURIComponent(request.meet)}` : '';
  switch (request.kind) {
    case 'deck':
      params.set('deck', request.deckId);
      if (request.sideboard) params.set('sideboard', 'true');
      break;
    case 'list':
      params.set('list', request.list);
      break;
    case 'library':
      params.set('library', request.libraryId);
      break;
    case 'stored':
      params.set('search', request.searchId);
      break;
    case 'names':
      params.set('names', request.items.map(searchLineOf).join('\n'));
      if (request.title) params.set('title', request.title);
      if (params.toString().length > SEARCH_ADDRESS_MAX_LENGTH) {
        return { search: meet && `?${meet}`, state: { search: request } };
      }
  }
  return { search: `?${params}${meet && `&${meet}`}` };
}

/** A key that is the same for the same request (the results' cache key). */
export const requestKey = (request: SearchRequest) =>
  request.kind === 'names'
    ? `names:${JSON.stringify(request.items)}${request.meet ? `#meet=${request.meet}` : ''}`
    : addressOf(request).search;
