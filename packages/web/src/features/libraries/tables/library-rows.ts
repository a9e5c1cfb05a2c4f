import { publicLibraryPath, type Library } from '@mdc/shared';

export type SortDirection = 'asc' | 'desc';

export interface LibraryRowFilter {
  /** Part of the name, any case and accents. */
  search: string;
  /** Only libraries for sale (sale table). */
  selling: boolean;
  /** Only libraries open to trade (sale table). Both boxes: libraries that are both. */
  trading: boolean;
  direction: SortDirection;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const byName = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** The rows a table shows: filtered by name and flags, sorted by name. */
export function libraryRows(libraries: Library[], filter: LibraryRowFilter): Library[] {
  const wanted = fold(filter.search.trim());
  const sign = filter.direction === 'asc' ? 1 : -1;
  return libraries
    .filter(
      (library) =>
        fold(library.name).includes(wanted) &&
        (!filter.selling || library.selling) &&
        (!filter.trading || library.trading),
    )
    .sort((a, b) => sign * byName.compare(a.name, b.name));
}

/** /library?libraryId=…&libraryName=…&buying=…: the library's detail page. */
export function libraryDetailPath(library: Library): string {
  const params = new URLSearchParams({
    libraryId: library.internalId,
    libraryName: library.name,
    buying: String(library.buying),
  });
  return `/library?${params.toString()}`;
}

/** The public link the share button copies (docs/product/libraries.md#dashboard-tables). */
export function libraryShareUrl(library: Library, origin: string): string {
  return `${origin}${publicLibraryPath(library.internalId, { buying: library.buying })}`;
}
