export type LibraryKind = 'sale' | 'buying';
/** Which of the library calls (`routes.libraries.sale` or `.buying`) a screen uses. */
export const kindOf = (buying: boolean): LibraryKind => (buying ? 'buying' : 'sale');

/** Query keys: every library list, one kind's list, one library with its cards. */
export const libraryKeys = {
  all: ['libraries'] as const,
  list: (kind: LibraryKind) => ['libraries', 'list', kind] as const,
  cards: (libraryId: string) => ['libraries', 'cards', libraryId] as const,
};
