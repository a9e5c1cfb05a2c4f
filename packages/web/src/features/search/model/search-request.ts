/**
 * What the search screen asks for: names (typed, pasted, a file, a quick list, a buying
 * library) or a Moxfield deck. `title` says what was searched, shown above the results.
 */
export type SearchRequest =
  { kind: 'names'; names: string[]; title?: string } | { kind: 'deck'; deckId: string };
