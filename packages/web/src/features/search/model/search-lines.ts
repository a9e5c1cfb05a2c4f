import { mergeSearchItems, parseSearchLine, searchLineOf, type SearchItem } from '@mdc/shared';

/**
 * The names field holds lines ('4 Counterspell', or a name alone for one copy): a chip each.
 * These turn them into items and back, each name once with its copies added up. Apart from the
 * deck-text parser (add-pasted-names.ts), which loads with the first paste: the panel, on the
 * first page, needs only these.
 */
export const itemsOfLines = (lines: readonly string[]): SearchItem[] =>
  mergeSearchItems(lines.map(parseSearchLine));

export const linesOfItems = (items: readonly SearchItem[]): string[] =>
  mergeSearchItems(items).map(searchLineOf);

/** `lines` and more, each name once: a name already there adds the new copies to its own. */
export const distinctNames = (lines: readonly string[]): string[] =>
  linesOfItems(itemsOfLines(lines));
