/** The public page of a library (docs/product/libraries.md#public-page). */

/** The query parameter that fills the page's name filter: a link can point at one card. */
export const PUBLIC_LIBRARY_NAME_PARAM = 'name';

/**
 * '/public/library?libraryId=…[&buying=true][&name=…]': the library (a wanted list with
 * `buying`), showing the cards of `cardName` when given.
 */
export function publicLibraryPath(
  libraryId: string,
  { buying = false, cardName }: { buying?: boolean; cardName?: string } = {},
): string {
  const query = new URLSearchParams({ libraryId });
  if (buying) query.set('buying', 'true');
  if (cardName) query.set(PUBLIC_LIBRARY_NAME_PARAM, cardName);
  return `/public/library?${query}`;
}
