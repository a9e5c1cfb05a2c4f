import { splitRunTogetherList } from '@mdc/shared';

/**
 * The list in a text that reached the names field at once, as lines, or null for a name: line
 * breaks, or several 'N name' entries run together on one line (a one-line field drops a list's
 * line breaks when it arrives without a paste event: a phone keyboard's insertion, autofill, a
 * drop).
 */
export function listOfText(text: string): string | null {
  if (/[\r\n]/.test(text)) return text;
  return splitRunTogetherList(text)?.join('\n') ?? null;
}

/**
 * The list a change of the field's text brought, and the text that stays typed, or null: more
 * than one character arrived at once (not typing) and what arrived is a list by itself, so a name
 * typed after a list's quantity stays a name while it is typed.
 */
export function listInserted(
  previous: string,
  next: string,
): { list: string; typed: string } | null {
  if (next.length - previous.length < 2) return null;
  const after = next.startsWith(previous);
  const list = listOfText(after ? next.slice(previous.length) : next);
  return list === null ? null : { list, typed: after ? previous : '' };
}
