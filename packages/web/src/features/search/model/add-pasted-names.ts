import {
  mergeSearchItems,
  parseDeckText,
  parseSearchLine,
  searchLineOf,
  type SearchItem,
} from '@mdc/shared';

/**
 * The names field holds lines ('4 Counterspell', or a name alone for one copy): a chip each.
 * These turn them into items and back, each name once with its copies added up.
 */
export const itemsOfLines = (lines: readonly string[]): SearchItem[] =>
  mergeSearchItems(lines.map(parseSearchLine));

export const linesOfItems = (items: readonly SearchItem[]): string[] =>
  mergeSearchItems(items).map(searchLineOf);

/** `lines` and more, each name once: a name already there adds the new copies to its own. */
export const distinctNames = (lines: readonly string[]): string[] =>
  linesOfItems(itemsOfLines(lines));

/**
 * The cards of a pasted text (a list, a deck export; its sideboard when `sideboard`) added after
 * `lines`: a name already chosen keeps its place and adds the copies.
 */
export function addPastedNames(
  lines: readonly string[],
  text: string,
  sideboard = false,
): string[] {
  return linesOfItems([...itemsOfLines(lines), ...parseDeckText(text, { sideboard })]);
}
