/**
 * Sale libraries' cards live under /library, buying libraries' under /library/buying
 * (docs/product/libraries.md#calls).
 */
export const cardsBase = (buying: boolean) => (buying ? '/library/buying' : '/library');

export type LibraryKind = 'sale' | 'buying';
export const kindOf = (buying: boolean): LibraryKind => (buying ? 'buying' : 'sale');

/** Query keys: every library list, one kind's list, one library with its cards. */
export const libraryKeys = {
  all: ['libraries'] as const,
  list: (kind: LibraryKind) => ['libraries', 'list', kind] as const,
  cards: (libraryId: string) => ['libraries', 'cards', libraryId] as const,
};
