import { mergeSearchItems, SEARCH_MAX_QUANTITY, type SearchItem } from './search-items';

/**
 * The card names of a deck text to search (docs/product/search.md#deck-text): a pasted list, or
 * a `.txt` export of Moxfield (`1 Sol Ring (40K) 245 *F*`, `SIDEBOARD:`), MTGGoldfish / MTGO
 * (`4 Ponder`, `1 Yuna, Grand Summoner [FIC]`, blank line, sideboard), Arena (`Commander`,
 * `Deck`, `Sideboard` headers) or Archidekt (`1x Sol Ring (cmr) 472 [Ramp]`). Each card comes
 * back once, with its copies, in the list's order.
 *
 * The sideboard counts only when asked, whichever way it is marked: 'SIDEBOARD:', 'Sideboard',
 * 'SB:' lines, or (MTGGoldfish, MTGO) a blank line alone before a last block of at most 15
 * copies after at least 40 — not one or two single cards there, which is where MTGGoldfish's
 * commander decks put the commander, and never in a list with section headers. A maybeboard
 * never counts.
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
const SIDE_SECTIONS = new Set(['sideboard']);
const MAYBE_SECTIONS = new Set(['maybeboard', 'considering']);
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
 * A list line's card and copies: '4x Sol Ring (C21) 263 *F*' → 4 'Sol Ring'. Works on words,
 * with no backtracking pattern, so a pasted megabyte costs a pass over it. Null for a quantity
 * alone.
 */
function entryOfLine(line: string): SearchItem | null {
  const words = withoutTrailingGroups(line).split(/\s+/).filter(Boolean);
  let quantity = 1;
  if (words.length > 1 && QUANTITY.test(words[0]!)) {
    quantity = Math.min(Math.max(Number.parseInt(words.shift()!, 10), 1), SEARCH_MAX_QUANTITY);
  }
  while (words.length > 1 && MARK.test(words.at(-1)!)) words.pop();
  if (words.length > 2 && SET_CODE.test(words.at(-2)!)) words.splice(-2);
  else if (words.length > 1 && SET_CODE.test(words.at(-1)!)) words.pop();
  // Moxfield writes a double-faced card 'A / B'; the catalog writes 'A // B'.
  const name = words.join(' ').replaceAll(' / ', ' // ');
  return QUANTITY.test(name) ? null : { name, quantity };
}

/** Options of `parseDeckText`. */
export interface DeckTextOptions {
  /** Count the sideboard too (its copies add to the main deck's). Default: the main deck only. */
  sideboard?: boolean;
}

interface Entry extends SearchItem {
  /** After a sideboard marker ('SIDEBOARD:', 'SB:'). */
  side: boolean;
  /** Which block of lines between blank lines it is in. */
  block: number;
}

/** A deck's sideboard is at most 15 cards, after a main deck of at least 40. */
const SIDEBOARD_MAX_COPIES = 15;
const MAIN_MIN_COPIES = 40;

const copies = (entries: readonly Entry[]) =>
  entries.reduce((sum, entry) => sum + entry.quantity, 0);

/**
 * MTGGoldfish and MTGO mark the sideboard with a blank line alone: the last block of lines is
 * a sideboard when it holds at most 15 copies after a main deck of at least 40, unless it is one
 * or two single cards (the commander, or two partners, which MTGGoldfish writes there).
 */
function isBlankLineSideboard(entries: readonly Entry[], block: number): boolean {
  if (block === 0) return false;
  const last = entries.filter((entry) => entry.block === block);
  const before = entries.filter((entry) => entry.block < block && !entry.side);
  const commander = last.length <= 2 && last.every((entry) => entry.quantity === 1);
  return (
    last.length > 0 &&
    !commander &&
    copies(last) <= SIDEBOARD_MAX_COPIES &&
    copies(before) >= MAIN_MIN_COPIES
  );
}

/**
 * The cards of a deck text with the copies each wants: '4 Ponder' wants 4, a bare name 1, the
 * same name twice adds up; in the list's order, the first spelling kept. The sideboard counts
 * only when `options.sideboard` says so; a maybeboard never does.
 */
export function parseDeckText(text: string, options: DeckTextOptions = {}): SearchItem[] {
  const entries: Entry[] = [];
  let section: 'read' | 'skip' = 'read';
  let side = false;
  let block = 0;
  let blank = false;
  let headed = false;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trim().replace(/\s+/g, ' ');
    if (line === '') {
      blank = entries.length > 0;
      continue;
    }
    if (line.length > DECK_TEXT_MAX_LINE_LENGTH) continue;
    const header = HEADER.exec(line)?.[1]?.toLowerCase();
    if (header !== undefined && MAYBE_SECTIONS.has(header)) break;
    if (header !== undefined && (SIDE_SECTIONS.has(header) || READ_SECTIONS.has(header))) {
      side = SIDE_SECTIONS.has(header);
      section = 'read';
      headed = true;
      continue;
    }
    if (header !== undefined && SKIP_SECTIONS.has(header)) {
      section = 'skip';
      continue;
    }
    if (section === 'skip' || COMMENT.test(line)) continue;
    const sideLine = SIDEBOARD_LINE.test(line);
    const entry = entryOfLine(sideLine ? line.replace(SIDEBOARD_LINE, '').trim() : line);
    if (!entry) continue;
    if (blank && !side) block += 1;
    blank = false;
    entries.push({ ...entry, side: side || sideLine, block });
  }
  const blankSideboard = !headed && isBlankLineSideboard(entries, block);
  const kept = entries.filter(
    (entry) => options.sideboard || !(entry.side || (blankSideboard && entry.block === block)),
  );
  return mergeSearchItems(kept);
}
