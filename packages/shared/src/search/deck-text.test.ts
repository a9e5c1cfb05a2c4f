import { describe, expect, it } from 'vitest';
import { listDecks, readDeck } from '../../test/real-decks';
import { readExport } from '../../test/real-exports';
import { parseDeckText } from './deck-text';

describe('parseDeckText on real Moxfield exports', () => {
  it('reads the older export without its sideboard', () => {
    const names = parseDeckText(readExport('moxfield-deck-export.txt'));
    expect(names).toHaveLength(82);
    expect(names.slice(0, 2)).toEqual(['Angel of Serenity', 'Angel of the Ruins']);
    expect(names.at(-1)).toBe('Zetalpa, Primal Dawn');
    expect(names).toContain('Forest');
    // In main and sideboard: once. Only in the sideboard: never.
    expect(names.filter((name) => name === 'Cleansing Nova')).toHaveLength(1);
    expect(names).not.toContain('Bookwurm');
  });

  it('reads double-faced names in the catalog spelling, without foil marks or promo numbers', () => {
    const names = parseDeckText(readExport('moxfield-deck-export-with-foil.txt'));
    expect(names).toHaveLength(100);
    expect(names.slice(0, 4)).toEqual([
      'Aether Channeler',
      'Archangel Avacyn // Avacyn, the Purifier',
      'Arid Mesa',
      'Atraxa, Grand Unifier',
    ]);
    expect(names).toContain('Fable of the Mirror-Breaker // Reflection of Kiki-Jiki');
    // The one foil line is in the sideboard.
    expect(names).not.toContain("Jetmir's Garden");
  });
});

describe('parseDeckText on real MTGGoldfish and MTGTop8 lists', () => {
  it('reads a downloaded MTGGoldfish deck and its sideboard after the blank line', () => {
    const names = parseDeckText(
      readDeck('mtggoldfish-download-2026-07-03/legacy/01-dimir-tempo.txt'),
    );
    expect(names.slice(0, 3)).toEqual(['Barrowgoyf', 'Bloodstained Mire', 'Brainstorm']);
    // 33 lines; Barrowgoyf and Brazen Borrower are in main and sideboard.
    expect(names).toHaveLength(31);
    expect(names.slice(-2)).toEqual(['Surgical Extraction', 'Toxic Deluge']);
  });

  it('keeps the commander that MTGGoldfish puts alone after the blank line', () => {
    const text = readDeck(
      'mtggoldfish-metagame-2026-07-03/commander/01-doctor-doom-king-of-latveria.txt',
    );
    const names = parseDeckText(text);
    expect(names).toHaveLength(88);
    expect(names.at(-1)).toBe('Doctor Doom, King of Latveria');
  });

  it("drops the '[SET]' MTGGoldfish writes after some names", () => {
    const text = readDeck('mtggoldfish-metagame-2026-07-03/commander/09-tidus-yuna-s-guardian.txt');
    expect(text).toContain('1 Yuna, Grand Summoner [FIC]\n');
    expect(parseDeckText(text).slice(0, 2)).toEqual([
      'Yuna, Grand Summoner',
      'Auron, Venerated Guardian',
    ]);
  });

  it('gives every name of all 298 lists once, in order, and nothing else', () => {
    const decks = listDecks();
    expect(decks).toHaveLength(298);
    for (const deck of decks) {
      const text = readDeck(deck);
      const lines = text.split('\n').filter((line) => line !== '');
      const expected = [
        ...new Set(lines.map((line) => line.replace(/^\d+ /, '').replace(/ \[[A-Z0-9]+\]$/, ''))),
      ];
      expect(parseDeckText(text), deck).toEqual(expected);
    }
  });
});

describe('parseDeckText rules', () => {
  it('reads pasted names one per line, trimmed, each once in its first spelling', () => {
    const text =
      "  Lightning Bolt \n\n\tlightning   BOLT\nCounterspell\nLim-Dûl’s Vault\nlim-dul's vault";
    expect(parseDeckText(text)).toEqual(['Lightning Bolt', 'Counterspell', 'Lim-Dûl’s Vault']);
  });

  it('strips a leading quantity, with or without x', () => {
    const text = '4 Ponder\n4x Brainstorm\n10X Island\n1 1996 World Champion\n4\n3x';
    expect(parseDeckText(text)).toEqual(['Ponder', 'Brainstorm', 'Island', '1996 World Champion']);
  });

  it('removes printings, collector numbers and foil marks', () => {
    const text = [
      '1 Sol Ring (40K) 245 *F*',
      '1 Opt (XLN)',
      '1 Mana Crypt (2XM) 270 *E*',
      '1 Atraxa, Grand Unifier (PONE) 196p',
      '1 Huntmaster of the Fells / Ravager of the Fells (SLD) 700',
      "1 Erase (Not the Urza's Legacy One)",
      "1 Erase (Not the Urza's Legacy One) (UNH) 33",
    ].join('\n');
    expect(parseDeckText(text)).toEqual([
      'Sol Ring',
      'Opt',
      'Mana Crypt',
      'Atraxa, Grand Unifier',
      'Huntmaster of the Fells // Ravager of the Fells',
      "Erase (Not the Urza's Legacy One)",
    ]);
  });

  it('merges a double-faced card written with one or two slashes', () => {
    expect(parseDeckText('1 Fire / Ice (MH2) 290\n2 Fire // Ice\nFire//Ice')).toEqual([
      'Fire // Ice',
    ]);
  });

  it.each([
    'SIDEBOARD:',
    'sideboard:',
    'Sideboard',
    'Sideboard (15)',
    '// Sideboard',
    'Maybeboard',
  ])('ignores the lines after %j', (marker) => {
    expect(parseDeckText(`4 Ponder\n\n${marker}\n2 Pyroblast`)).toEqual(['Ponder']);
  });

  it('reads an Arena export: the deck name is not a card, the commander is', () => {
    const text = [
      'About',
      'Name Mono Red',
      '',
      'Commander',
      '1 Krenko, Mob Boss (M13) 139',
      '',
      'Deck',
      '1 Goblin Matron (MH1) 129',
      '',
      'Sideboard',
      '1 Pyroblast (ICE) 213',
    ].join('\r\n');
    expect(parseDeckText(text)).toEqual(['Krenko, Mob Boss', 'Goblin Matron']);
  });

  it('skips comments and section headers, but not a split card', () => {
    const text = [
      '// Creatures (20)',
      '4 Ragavan, Nimble Pilferer',
      '# lands',
      'Lands: 3',
      '1 Wear // Tear',
      'Creatures',
      'SB: 2 Pyroblast',
      '1 Opt',
    ].join('\r');
    expect(parseDeckText(text)).toEqual(['Ragavan, Nimble Pilferer', 'Wear // Tear', 'Opt']);
  });

  it('reads an Archidekt export with categories and labels', () => {
    const text =
      '1x Sol Ring (cmr) 472 *F* [Ramp]\n1x Command Tower (cmr) 350 [Land] ^Have,#37d67a^';
    expect(parseDeckText(text)).toEqual(['Sol Ring', 'Command Tower']);
  });

  it('gives no names for an empty text or lines too long to be a card', () => {
    expect(parseDeckText('')).toEqual([]);
    expect(parseDeckText(' \n\t\n')).toEqual([]);
    expect(parseDeckText(`1 ${'x'.repeat(400)}\n1 Opt`)).toEqual(['Opt']);
    expect(parseDeckText(` (${' ('.repeat(500_000)}`)).toEqual([]);
  });
});
