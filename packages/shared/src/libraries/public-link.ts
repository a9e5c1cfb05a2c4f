/** The public page of a library (docs/product/libraries.md#public-page). */

/** The query parameter that fills the page's name filter: a link can point at one card. */
export const PUBLIC_LIBRARY_NAME_PARAM = 'name';

/** '/public/library?libraryId=…[&name=…]': the library, showing the cards of that name. */
export function publicLibraryPath(libraryId: string, cardName?: string): string {
  const query = new URLSearchParams({ libraryId });
  if (cardName) query.set(PUBLIC_LIBRARY_NAME_PARAM, cardName);
  return `/public/library?${query}`;
}
