import type {
  MoxfieldSearchResponse,
  PublicMoxfieldSearchResponse,
  PublicSearchResponse,
  SearchResponse,
} from '@mdc/shared';
import { SEARCH_SCREEN_TEXTS as T } from '@mdc/shared';
import { apiFetch } from '../../../lib/api-client';
import type { SearchOutcome } from '../model/search-outcome';
import type { SearchRequest } from '../model/search-request';

/**
 * POST /api/search (members) or /api/search/public (anonymous): the cards of these names.
 * A response without a results array counts as empty.
 */
export async function searchByNames(names: string[], member: boolean, title?: string) {
  const body = { method: 'POST', body: names } as const;
  if (member) {
    const answer = await apiFetch<SearchResponse>('/search', body);
    return outcomeOf(answer, 'member', names, title);
  }
  const answer = await apiFetch<PublicSearchResponse>('/search/public', body);
  return outcomeOf(answer, 'anonymous', names, title);
}

/** GET /api/search/moxfield/decks/{deckId}[/public]: the deck's names, searched server-side. */
export async function searchByDeck(deckId: string, member: boolean): Promise<SearchOutcome> {
  const path = `/search/moxfield/decks/${encodeURIComponent(deckId)}`;
  if (member) {
    const answer = await apiFetch<MoxfieldSearchResponse>(path);
    return outcomeOf(answer, 'member', answer.deck.names, T.deckSearched(answer.deck.name));
  }
  const answer = await apiFetch<PublicMoxfieldSearchResponse>(`${path}/public`);
  return outcomeOf(answer, 'anonymous', answer.deck.names, T.deckSearched(answer.deck.name));
}

export const runSearch = (request: SearchRequest, member: boolean) =>
  request.kind === 'deck'
    ? searchByDeck(request.deckId, member)
    : searchByNames(request.names, member, request.title);

type Answer = Partial<SearchResponse> | Partial<PublicSearchResponse>;

export function outcomeOf(
  answer: Answer,
  audience: SearchOutcome['audience'],
  names: string[],
  title?: string,
): SearchOutcome {
  const common = {
    notFound: answer.notFound ?? [],
    suggestions: answer.suggestions ?? [],
    names,
    title,
  };
  return audience === 'member'
    ? { ...common, audience, results: (answer as Partial<SearchResponse>).results ?? [] }
    : { ...common, audience, results: answer.results ?? [] };
}
