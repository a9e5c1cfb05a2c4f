import type { PublicSearchResponse, SearchItem, SearchMeet, SearchResponse } from '@mdc/shared';
import {
  mergeSearchItems,
  QUICK_LIST_SUMMARIES,
  SEARCH_SCREEN_TEXTS as T,
  routes,
} from '@mdc/shared';
import { ApiError, callApi } from '../../../lib/api-client';
import type { SearchOutcome } from '../model/search-outcome';
import type { SearchRequest } from '../model/search-request';

/** `?meet=`: only the sellers who meet there (a member's search). */
const meetQuery = (meet: SearchMeet | undefined) => (meet ? { meet } : {});

/**
 * POST /api/search (members) or /api/search/public (anonymous): the cards of these names, with
 * the copies wanted. A response without a results array counts as empty.
 */
export async function searchByNames(
  items: SearchItem[],
  member: boolean,
  title?: string,
  meet?: SearchMeet,
) {
  if (member) {
    const answer = await callApi(routes.search.search, { body: items, query: meetQuery(meet) });
    return outcomeOf(answer, 'member', title);
  }
  const answer = await callApi(routes.search.publicSearch, { body: items });
  return outcomeOf(answer, 'anonymous', title);
}

/** GET /api/search/moxfield/decks/{deckId}[/public]: the deck's cards, searched server-side. */
async function searchByDeck(
  deckId: string,
  sideboard: boolean,
  member: boolean,
  meet?: SearchMeet,
) {
  const input = { params: { deckId }, query: sideboard ? { sideboard: 'true' as const } : {} };
  if (member) {
    const query = { ...input.query, ...meetQuery(meet) };
    const answer = await callApi(routes.moxfield.deck, { ...input, query });
    return outcomeOf(answer, 'member', T.deckSearched(answer.deck.name));
  }
  const answer = await callApi(routes.moxfield.publicDeck, input);
  return outcomeOf(answer, 'anonymous', T.deckSearched(answer.deck.name));
}

/** A buying library's cards with the copies each line wants (its public page's call). */
async function searchByLibrary(libraryId: string, member: boolean, meet?: SearchMeet) {
  const { library, cards } = await callApi(routes.libraries.buying.public, {
    params: { id: libraryId },
  });
  const items = mergeSearchItems(
    cards.map((card) => ({ name: card.cardName, quantity: card.quantity })),
  );
  // Said as the server's own words are (under the panel), not as a failed search.
  if (items.length === 0) throw new ApiError('LIB-EMPTY', 200, T.buyingEmptyLibrary(library.name));
  return searchByNames(items, member, T.librarySearched(library.name), meet);
}

/** A stored search (GET /api/search/stored/{id}): its names and copies, searched again. */
async function searchStored(searchId: string, member: boolean, meet?: SearchMeet) {
  const stored = await callApi(routes.storedSearches.stored, { params: { id: searchId } });
  const items = stored.names.map((name, i) => ({ name, quantity: stored.quantities[i] ?? 1 }));
  return searchByNames(items, member, undefined, meet);
}

/** What `request` finds, for a member or a visitor. */
export async function runSearch(request: SearchRequest, member: boolean): Promise<SearchOutcome> {
  const { meet } = request;
  switch (request.kind) {
    case 'names':
      return searchByNames(request.items, member, request.title, meet);
    case 'deck':
      return searchByDeck(request.deckId, request.sideboard, member, meet);
    case 'library':
      return searchByLibrary(request.libraryId, member, meet);
    case 'stored':
      return searchStored(request.searchId, member, meet);
    case 'list': {
      // The names are their own chunk, loaded on the first quick list (decision 018).
      const { quickListNames } = await import('../model/quick-list-names');
      const label = QUICK_LIST_SUMMARIES.find((list) => list.id === request.list)?.label ?? '';
      const items = quickListNames(request.list).map((name) => ({ name, quantity: 1 }));
      return searchByNames(items, member, T.quickListSearched(label), meet);
    }
  }
}

type Answer = Partial<SearchResponse> | Partial<PublicSearchResponse>;

export function outcomeOf(
  answer: Answer,
  audience: SearchOutcome['audience'],
  title?: string,
): SearchOutcome {
  const common = {
    wanted: answer.wanted ?? [],
    notFound: answer.notFound ?? [],
    suggestions: answer.suggestions ?? [],
    title,
    searchId: (answer as Partial<SearchResponse>).searchId,
  };
  return audience === 'member'
    ? { ...common, audience, results: (answer as Partial<SearchResponse>).results ?? [] }
    : { ...common, audience, results: answer.results ?? [] };
}
