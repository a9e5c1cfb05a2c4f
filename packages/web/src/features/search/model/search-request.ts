import type { QuickListId, SearchItem, SearchMeet } from '@mdc/shared';

/**
 * What the search screen asks for, and what its address says (model/search-address.ts): names
 * with the copies wanted (typed, pasted, a deck file), a quick list, a buying library, a
 * Moxfield deck, or a member's stored search (a list too long for an address). `title` says
 * what was searched, shown above the results. `meet` ('Dónde', members only): only the sellers
 * who meet in the member's city (`city`) or at one place (its id).
 */
export type SearchRequest = (
  | { kind: 'names'; items: SearchItem[]; title?: string }
  | { kind: 'deck'; deckId: string; sideboard: boolean }
  | { kind: 'list'; list: QuickListId }
  | { kind: 'library'; libraryId: string }
  | { kind: 'stored'; searchId: string }
) & { meet?: SearchMeet };
