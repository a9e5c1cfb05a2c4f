import { DECK_FILE_MAX_BYTES, parseDeckText, SEARCH_SCREEN_TEXTS as T } from '@mdc/shared';

export type DeckFileNames = { ok: true; names: string[] } | { ok: false; message: string };

/**
 * The card names of a chosen deck file (.txt of Moxfield or MTGGoldfish): refused before it is
 * read when over 1 MB, and when it holds no card name.
 */
export async function readDeckFile(file: File): Promise<DeckFileNames> {
  if (file.size > DECK_FILE_MAX_BYTES) return { ok: false, message: T.fileTooBig };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, message: T.fileUnreadable };
  }
  const names = parseDeckText(text);
  return names.length === 0 ? { ok: false, message: T.fileEmpty } : { ok: true, names };
}
