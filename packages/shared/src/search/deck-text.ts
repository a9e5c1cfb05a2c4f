import { normalizeCardName } from '../catalog/normalize-name';

/**
 * The card names of a deck text to search (docs/product/search.md#deck-text): a pasted list, or
 * a `.txt` export of Moxfield (`1 Sol Ring (40K) 245 *F*`, `SIDEBOARD:`), MTGGoldfish / MTGO
 * (`4 Ponder`, `1 Yuna, Grand Summoner [FIC]`, blank line, sideboard), Arena (`Commander`,
 * `Deck`, `Sideboard` headers) or Archidekt (`1x Sol Ring (cmr) 472 [Ramp]`). Names come back
 * once each, in the list's order.
 *
 * The sideboard is not searched, whichever way it is marked ('SIDEBOARD:', 'Sideboard',
 * 'SB:' lines; a maybeboard likewise) — except by a blank line alone: MTGGoldfish's commander
 * decks put the commander alone after the blank line, and a pasted list may have blank lines
 * anywhere, so a blank line never drops the names after it.
 */

// Section headers, with an optional '//' in front, ':' or a count behind ('Creatures (20)',
// 'Lands: 3').
// Matched on a line whose spaces are single, so the pattern has nothing to backtrack over.
const HEADER = /^(?:\/\/ ?)?([a-z]+):?(?: ?(?:\(\d+\)|\d+))?:?$/i;
const READ_SECTIONS = new Set(
  [
    ['deck', 'main', 'mainboard', 'commander', 'commanders', 'companion', 'spells', 'other'],
    ['creature', 'instant', 'sorcery', 'artifact', 'enchantment', 'planeswalker', 'land'],
    ['creatures', 'instants', 'sorceries', 'artifacts', 'enchantments', 'planeswalkers', 'lands'],
    ['battle', 'battles'],
  ].flat(),
);
const END_SECTIONS = new Set(['sideboard', 'maybeboard', 'considering']);
// Arena's 'About' section holds the deck's own name ('Name Mono Red'), not cards.
const SKIP_SECTIONS = new Set(['about']);
const COMMENT = /^(?:\/\/|#)/;
const SIDEBOARD_LINE = /^SB:/i;

const QUANTITY = /^\d+[xX]?$/;
const MARK = /^\*[A-Za-z]+\*$/;
const SET_CODE = /^\([^()\s]+\)$/;
/** The longest card name has 141 characters; a longer line is not a card of any list. */
const DECK_TEXT_MAX_LINE_LENGTH = 400;

/** MTGGoldfish's trailing '[SET]', Archidekt's '[Category]' and '^Label,#color^'. */
function withoutTrailingGroups(line: string): string {
  let rest = line;
  for (const [open, close] of [
    ['^', '^'],
    ['[', ']'],
  ] as const) {
    if (!rest.endsWith(close)) continue;
    const at = rest.lastIndexOf(open, rest.length - 2);
    if (at > 0) rest = rest.slice(0, at).trimEnd();
  }
  return rest;
}

/**
 * A list line's card name: '4x Sol Ring (C21) 263 *F*' → 'Sol Ring'. Works on words, with no
 * backtracking pattern, so a pasted megabyte costs a pass over it.
 */
function cardNameOfLine(line: string): string {
  const words = withoutTrailingGroups(line).split(/\s+/).filter(Boolean);
  if (words.length > 1 && QUANTITY.test(words[0]!)) words.shift();
  while (words.length > 1 && MARK.test(words.at(-1)!)) words.pop();
  if (words.length > 2 && SET_CODE.test(words.at(-2)!)) words.splice(-2);
  else if (words.length > 1 && SET_CODE.test(words.at(-1)!)) words.pop();
  // Moxfield writes a double-faced card 'A / B'; the catalog writes 'A // B'.
  return words.join(' ').replaceAll(' / ', ' // ');
}

/** The names of a deck text, each once (the first spelling kept), in order. */
export function parseDeckText(text: string): string[] {
  const names = new Map<string, string>();
  let section: 'read' | 'skip' = 'read';
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trim().replace(/\s+/g, ' ');
    if (line === '' || line.length > DECK_TEXT_MAX_LINE_LENGTH) continue;
    const header = HEADER.exec(line)?.[1]?.toLowerCase();
    if (header !== undefined && END_SECTIONS.has(header)) break;
    if (header !== undefined && (READ_SECTIONS.has(header) || SKIP_SECTIONS.has(header))) {
      section = SKIP_SECTIONS.has(header) ? 'skip' : 'read';
      continue;
    }
    if (section === 'skip' || COMMENT.test(line) || SIDEBOARD_LINE.test(line)) continue;
    const name = cardNameOfLine(line);
    if (QUANTITY.test(name)) continue;
    const key = normalizeCardName(name) || name.toLowerCase();
    if (!names.has(key)) names.set(key, name);
  }
  return [...names.values()];
}
