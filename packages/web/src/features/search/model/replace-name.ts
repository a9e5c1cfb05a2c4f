import { mergeSearchItems, searchKeyOf, type SearchItem } from '@mdc/shared';

/**
 * `items` with the name `name` replaced by `replacement` (a typo by the catalog's spelling),
 * keeping its copies; when the replacement is already there, their copies add up.
 */
export function replaceName(
  items: readonly SearchItem[],
  name: string,
  replacement: string,
): SearchItem[] {
  const key = searchKeyOf(name);
  return mergeSearchItems(
    items.map((item) =>
      searchKeyOf(item.name) === key ? { name: replacement, quantity: item.quantity } : item,
    ),
  );
}
