import { parseDeckText } from '@mdc/shared';
import { itemsOfLines, linesOfItems } from './search-lines';

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
