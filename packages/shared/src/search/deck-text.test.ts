import { describe, expect, it } from 'vitest';
import { listDecks, readDeck } from '../../test/real-decks';
import { readExport } from '../../test/real-exports';
import { parseDeckText as parseItems, type DeckTextOptions } from './deck-text';

/** The names only, for the tests of what is read. */
const parseDeckText = (text: string, options?: DeckTextOptions) =>
  parseItems(text, options).map((item) => item.name);

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
  it('reads a downloaded MTGGoldfish deck, its sideboard after the blank line when asked', () => {
    const text = readDeck('mtggoldfish-download-2026-07-03/legacy/01-dimir-tempo.txt');
    const main = parseItems(text);
    expect(main.slice(0, 3)).toEqual([
      { name: 'Barrowgoyf', quantity: 2 },
      { name: 'Bloodstained Mire', quantity: 1 },
      { name: 'Brainstorm', quantity: 4 },
    ]);
    expect(main.reduce((sum, item) => sum + item.quantity, 0)).toBe(60);
    expect(main.map((item) => item.name)).not.toContain('Toxic Deluge');
    // 33 lines; Barrowgoyf and Brazen Borrower are in main and sideboard: their copies add up.
    const all = parseItems(text, { sideboard: true });
    expect(all).toHaveLength(31);
    expect(all.reduce((sum, item) => sum + item.quantity, 0)).toBe(75);
    expect(all[0]).toEqual({ name: 'Barrowgoyf', quantity: 3 });
    expect(all.slice(-2).map((item) => item.name)).toEqual(['Surgical Extraction', 'Toxic Deluge']);
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

  it('gives every card of all 298 lists once, in order, with its copies, sideboard when asked', () => {
    const decks = listDecks();
    expect(decks).toHaveLength(298);
    let withSideboard = 0;
    for (const deck of decks) {
      const text = readDeck(deck);
      const blocks = text.trim().split('\n\n');
      const items = (block: string) =>
        block.split('\n').map((line) => ({
          name: line.replace(/^\d+ /, '').replace(/ \[[A-Z0-9]+\]$/, ''),
          quantity: Number(/^(\d+) /.exec(line)?.[1] ?? 1),
        }));
      const all = blocks.flatMap(items);
      const copies = (list: { quantity: number }[]) =>
        list.reduce((sum, item) => sum + item.quantity, 0);
      const last = blocks.length > 1 ? items(blocks.at(-1)!) : [];
      const commander = last.length <= 2 && last.every((item) => item.quantity === 1);
      const side = !commander && copies(last) <= 15 && copies(all) - copies(last) >= 40;
      if (side) withSideboard += 1;
      const main = side ? blocks.slice(0, -1).flatMap(items) : all;
      const sum = (list: { name: string; quantity: number }[]) => {
        const merged = new Map<string, number>();
        for (const item of list)
          merged.set(item.name, (merged.get(item.name) ?? 0) + item.quantity);
        return [...merged].map(([name, quantity]) => ({ name, quantity: Math.min(quantity, 99) }));
      };
      expect(parseItems(text), deck).toEqual(sum(main));
      expect(parseItems(text, { sideboard: true }), deck).toEqual(sum(all));
    }
    // The 60-card formats' lists have a sideboard; the commander ones a commander.
    expect(withSideboard).toBeGreaterThan(150);
  });
});

describe('parseDeckText rules', () => {
  it('reads pasted names one per line, trimmed, each once in its first spelling', () => {
    const text =
      "  Lightning Bolt \n\n\tlightning   BOLT\nCounterspell\nLim-Dûl’s Vault\nlim-dul's vault";
    expect(parseDeckText(text)).toEqual(['Lightning Bolt', 'Counterspell', 'Lim-Dûl’s Vault']);
  });

  it('reads a leading quantity, with or without x; the same card twice adds up', () => {
    const text = '4 Ponder\n4x Brainstorm\n10X Island\n1 1996 World Champion\n4\n3x\n2 ponder\nOpt';
    expect(parseItems(text)).toEqual([
      { name: 'Ponder', quantity: 6 },
      { name: 'Brainstorm', quantity: 4 },
      { name: 'Island', quantity: 10 },
      { name: '1996 World Champion', quantity: 1 },
      { name: 'Opt', quantity: 1 },
    ]);
  });

  it('counts 0 copies as one and more than 99 as 99', () => {
    expect(parseItems('0 Opt\n250 Island\n60 Island')).toEqual([
      { name: 'Opt', quantity: 1 },
      { name: 'Island', quantity: 99 },
    ]);
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

  it.each(['SIDEBOARD:', 'sideboard:', 'Sideboard', 'Sideboard (15)', '// Sideboard'])(
    'reads the lines after %j only when the sideboard is asked for',
    (marker) => {
      const text = `4 Ponder\n\n${marker}\n2 Pyroblast\n1 Ponder`;
      expect(parseItems(text)).toEqual([{ name: 'Ponder', quantity: 4 }]);
      expect(parseItems(text, { sideboard: true })).toEqual([
        { name: 'Ponder', quantity: 5 },
        { name: 'Pyroblast', quantity: 2 },
      ]);
    },
  );

  it.each(['Maybeboard', 'Considering'])('never reads the lines after %j', (marker) => {
    const text = `4 Ponder\n${marker}\n2 Pyroblast`;
    expect(parseDeckText(text, { sideboard: true })).toEqual(['Ponder']);
  });

  it('reads a last block after a blank line as a sideboard only after a whole deck', () => {
    const main = Array.from({ length: 10 }, (_, i) => `4 Card ${String.fromCharCode(65 + i)}`);
    const deck = `${main.join('\n')}\n\n2 Pyroblast\n1 Opt`;
    expect(parseDeckText(deck)).toHaveLength(10);
    expect(parseDeckText(deck, { sideboard: true })).toHaveLength(12);
    // A short pasted list keeps what follows its blank lines.
    expect(parseDeckText('4 Ponder\n\n4 Opt\n2 Pyroblast')).toEqual(['Ponder', 'Opt', 'Pyroblast']);
    // A commander (or two partners) alone after the blank line is part of the deck.
    expect(parseDeckText(`${main.join('\n')}\n\n1 Krenko, Mob Boss`)).toHaveLength(11);
    // With section headers the headers say where the sideboard is.
    expect(parseDeckText(`Deck\n${main.join('\n')}\n\n2 Pyroblast`)).toHaveLength(11);
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
