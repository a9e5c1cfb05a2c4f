// Writes the card-name lists of the 'Búsquedas rápidas' into
// packages/shared/src/search/quick-lists/, from the staples CSVs of ../shared/data/staples
// (their README says how those were derived from real deck lists and MTGJSON).
//
//   node --import tsx scripts/build-quick-lists.ts      writes the four files
//   SHARED_DATA_DIR=/elsewhere/data node …              reads the data from another folder
//
// The rules:
// - Commander: the EDHREC-rank list (250 most popular Commander-legal cards, basic lands left
//   out), in rank order.
// - Pauper, Modern, Standard: the two metagame snapshots of the format (MTGGoldfish and
//   MTGTop8, top 25 decks each, basic lands left out) added together: a card ranks by the
//   number of those decks that play it (main or sideboard), then by the decks that play it
//   main, then by copies, then by name; the first 100 names are kept — a search a player
//   reads in one sitting, and the 100-name search the benchmarks measure.
// - One card, one name: rows are merged on the catalog's name key (MTGTop8 writes 'Wear/Tear'
//   where MTGGoldfish writes 'Wear // Tear'; the EDHREC list has a reversible
//   'Propaganda // Propaganda' beside 'Propaganda'), keeping the first row's place and its
//   spelling with faces written ' // ' as the catalog does; a name whose faces repeat one
//   name is that name.
// Card names are facts: nothing is typed by hand, and the test beside this script checks that
// the committed files are what it writes.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  FACE_SEPARATOR,
  normalizeCardName,
  splitCardFaces,
} from '../packages/shared/src/catalog/normalize-name';
import { readCsv } from '../packages/shared/src/library-import/csv';

const ROOT = path.resolve(import.meta.dirname, '..');
const DATA_DIR = process.env.SHARED_DATA_DIR ?? path.resolve(ROOT, '../shared/data');
const OUT_DIR = path.join(ROOT, 'packages/shared/src/search/quick-lists');
export const METAGAME_LIST_SIZE = 100;

interface Source {
  file: string;
  about: string;
}
const goldfish = (format: string): Source => ({
  file: `${format}-metagame-mtggoldfish-2026-07-03.csv`,
  about: 'MTGGoldfish metagame, top 25 decks of 2026-07-03',
});
const top8 = (format: string): Source => ({
  file: `${format}-metagame-mtgtop8-2026-07-20.csv`,
  about: 'MTGTop8 metagame, top decks of 2026-07-20',
});

export const QUICK_LIST_SOURCES: Record<string, Source[]> = {
  commander: [
    {
      file: 'commander-top250-by-edhrecRank-mtgjson-2022-04-25.csv',
      about: 'EDHREC rank in the MTGJSON set files of 2022-04-25',
    },
  ],
  pauper: [goldfish('pauper'), top8('pauper')],
  modern: [goldfish('modern'), top8('modern')],
  standard: [goldfish('standard'), top8('standard')],
};

type Row = Record<string, string>;

/** A staples CSV as objects keyed by its header. */
function readStaples({ file }: Source): Row[] {
  const [header = [], ...records] = readCsv(
    readFileSync(path.join(DATA_DIR, 'staples', file), 'utf8'),
  );
  return records
    .filter((record) => record.length === header.length)
    .map((record) => Object.fromEntries(header.map((key, i) => [key, record[i] ?? ''])));
}

/** 'Wear/Tear' → 'Wear // Tear'; 'Propaganda // Propaganda' → 'Propaganda'. */
const catalogSpelling = (name: string) => [...new Set(splitCardFaces(name))].join(FACE_SEPARATOR);

interface Card {
  name: string;
  decks: number;
  main: number;
  copies: number;
}

/** The rows merged per card (see the rules above), in the order of their first row. */
function mergeCards(rows: Row[]): Card[] {
  const cards = new Map<string, Card>();
  for (const row of rows) {
    const name = catalogSpelling(row.name ?? '');
    const key = normalizeCardName(name);
    const card = cards.get(key) ?? { name, decks: 0, main: 0, copies: 0 };
    card.decks += Number(row.decks_including ?? 0);
    card.main += Number(row.decks_including_main ?? 0);
    card.copies += Number(row.total_copies ?? 0);
    cards.set(key, card);
  }
  return [...cards.values()];
}

function commanderNames(sources: Source[]): string[] {
  const rows = sources.flatMap(readStaples).sort((a, b) => Number(a.rank) - Number(b.rank));
  return mergeCards(rows).map((card) => card.name);
}

function metagameNames(sources: Source[]): string[] {
  return mergeCards(sources.flatMap(readStaples))
    .sort(
      (a, b) =>
        b.decks - a.decks ||
        b.main - a.main ||
        b.copies - a.copies ||
        (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    )
    .slice(0, METAGAME_LIST_SIZE)
    .map((card) => card.name);
}

/** Each list's names, by list id. */
export function buildQuickLists(): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(QUICK_LIST_SOURCES).map(([id, sources]) => [
      id,
      id === 'commander' ? commanderNames(sources) : metagameNames(sources),
    ]),
  );
}

const constantName = (id: string) => `${id.toUpperCase()}_QUICK_LIST_NAMES`;
// Prettier's quotes: single, unless the name holds one.
const quoted = (name: string) => (name.includes("'") ? JSON.stringify(name) : `'${name}'`);

/** Each list's file text, by file name. */
export function buildQuickListFiles(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(buildQuickLists()).map(([id, names]) => [
      `${id}.ts`,
      [
        '// Generated by scripts/build-quick-lists.ts, where its rule is written; do not edit.',
        '// Sources, in ../shared/data/staples/:',
        ...(QUICK_LIST_SOURCES[id] ?? []).map(({ file, about }) => `// - ${file} (${about})`),
        `export const ${constantName(id)}: readonly string[] = [`,
        ...names.map((name) => `  ${quoted(name)},`),
        '];',
        '',
      ].join('\n'),
    ]),
  );
}

if (process.argv[1] === import.meta.filename) {
  const lists = buildQuickLists();
  for (const [fileName, text] of Object.entries(buildQuickListFiles())) {
    writeFileSync(path.join(OUT_DIR, fileName), text);
    console.log(`${fileName}: ${lists[fileName.replace('.ts', '')]?.length} names`);
  }
}
