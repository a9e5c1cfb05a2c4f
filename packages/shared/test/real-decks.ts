import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SHARED_DATA_DIR } from './real-exports';

/** The real deck lists of ../shared/data/decks (MTGGoldfish and MTGTop8 text), read in place. */
const DECKS_DIR = path.join(SHARED_DATA_DIR, 'decks');

/** A deck file's text, by its path under decks/ ('mtggoldfish-download-2026-07-03/legacy/…'). */
export function readDeck(relativePath: string): string {
  return readFileSync(path.join(DECKS_DIR, relativePath), 'utf8');
}

/** The paths under decks/ of every `.txt` in it (all 298 when no folder is given), sorted. */
export function listDecks(folder = ''): string[] {
  return readdirSync(path.join(DECKS_DIR, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.txt'))
    .map((name) => path.posix.join(folder, name.split(path.sep).join('/')))
    .sort();
}
