import {
  DECK_FILE_MAX_BYTES,
  parseDeckText,
  SEARCH_SCREEN_TEXTS as T,
  type SearchItem,
} from '@mdc/shared';

export type DeckFileNames = { ok: true; items: SearchItem[] } | { ok: false; message: string };

/**
 * The cards of a chosen deck file (.txt of Moxfield or MTGGoldfish) with their copies, the
 * sideboard's when `sideboard`: refused before it is read when over 1 MB, and when it holds no
 * card name.
 */
export async function readDeckFile(file: File, sideboard = false): Promise<DeckFileNames> {
  if (file.size > DECK_FILE_MAX_BYTES) return { ok: false, message: T.fileTooBig };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, message: T.fileUnreadable };
  }
  const items = parseDeckText(text, { sideboard });
  return items.length === 0 ? { ok: false, message: T.fileEmpty } : { ok: true, items };
}
