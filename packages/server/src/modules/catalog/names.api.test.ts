import fs from 'node:fs';
import path from 'node:path';
import { normalizeCardName } from '@mdc/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { cardOracles } from '../../db/schema/index';
import { createTestDatabase } from '../../../test/database';
import { findPrintingsByIds } from './printing-queries';
import { resolveNames, type NameQuery } from './resolve-names';
import { searchCardNames } from './search-card-names';
import { forgetSuggestedNames, suggestForFirstUnmatched } from './suggest-card-names';
import { importSets } from './testing/catalog-fixtures';
import { EXPORTS_DIR, TEST_SETS } from './testing/shared-data';
import { scaled } from '../../../test/time-factor';

/** Name resolution and autocomplete on the real records of the test sets. */

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await importSets(database.db, TEST_SETS);
}, scaled(120_000));
afterAll(() => database.close());

const resolveOne = async (query: NameQuery | string) =>
  (
    await resolveNames(database.db, [typeof query === 'string' ? { name: query } : query], {
      suggest: true,
    })
  )[0]!;

describe('resolveNames', () => {
  it.each([
    ['Lightning Bolt', 'Lightning Bolt'],
    ['LIGHTNING  bolt', 'Lightning Bolt'],
    ['Relámpago', 'Lightning Bolt'],
    ['relampago', 'Lightning Bolt'],
    ["Lim-Dûl's Vault", "Lim-Dûl's Vault"],
    ["lim-dul's vault", "Lim-Dûl's Vault"],
    ['Lim Duls Vault', "Lim-Dûl's Vault"],
    ['Fable of the Mirror-Breaker', 'Fable of the Mirror-Breaker // Reflection of Kiki-Jiki'],
    ['Reflection of Kiki-Jiki', 'Fable of the Mirror-Breaker // Reflection of Kiki-Jiki'],
    [
      'Fable of the Mirror-Breaker / Reflection of Kiki-Jiki',
      'Fable of the Mirror-Breaker // Reflection of Kiki-Jiki',
    ],
    ['Fire // Ice', 'Fire // Ice'],
    ['Ice', 'Fire // Ice'],
    ['Fuego // Hielo', 'Fire // Ice'],
    ['Stomp', 'Bonecrusher Giant // Stomp'],
    ['Gigante aplastahuesos', 'Bonecrusher Giant // Stomp'],
    ['Insectile Aberration', 'Delver of Secrets // Insectile Aberration'],
  ])('finds %j as %j', async (typed, name) => {
    const resolution = await resolveOne(typed);
    expect(resolution.match).toBe('name');
    expect(resolution.card?.name).toBe(name);
  });

  it('finds the exact printing by set and collector number, case-insensitively', async () => {
    const exact = await resolveOne({
      name: 'Oko, Thief of Crowns',
      set: 'peld',
      collectorNumber: '197P',
    });
    expect(exact).toMatchObject({
      match: 'printing',
      printing: { setCode: 'PELD', setName: 'Throne of Eldraine Promos', collectorNumber: '197p' },
    });
  });

  it('resolves the lines of a real Moxfield export by set and collector number', async () => {
    const text = fs.readFileSync(
      path.join(EXPORTS_DIR, 'moxfield-deck-export-with-foil.txt'),
      'utf8',
    );
    const lines = text
      .split('\n')
      .map((line) => /^\d+ (.+) \((\w+)\) (\S+)/.exec(line))
      .filter((match) => match && ['PELD', 'NEO'].includes(match[2]!))
      .map((match) => ({ name: match![1]!, set: match![2], collectorNumber: match![3] }));
    const resolved = await resolveNames(database.db, lines);
    expect(
      resolved.map((r) => `${r.match} ${r.printing?.setCode} ${r.printing?.collectorNumber}`),
    ).toEqual([
      'printing NEO 141', // Fable of the Mirror-Breaker / Reflection of Kiki-Jiki
      'printing NEO 13', // Farewell
      'printing PELD 197p', // Oko, Thief of Crowns
      'printing NEO 266', // Boseiju, Who Endures
    ]);
  });

  it('takes the regular printing of a set, and of a name without set', async () => {
    const inSet = await resolveOne({ name: 'Oko, Thief of Crowns', set: 'PELD' });
    // 197s is foil-only: the printing with a non-foil finish comes first.
    expect(inSet).toMatchObject({ match: 'set', printing: { collectorNumber: '197p' } });
    const byName = await resolveOne('Oko, Thief of Crowns');
    // The promo set never gives the default printing.
    expect(byName).toMatchObject({
      match: 'name',
      printing: { setCode: 'ELD', collectorNumber: '197' },
    });
  });

  it('picks the newest regular printing of a card printed in many sets', async () => {
    const island = await resolveOne('Island');
    expect(island).toMatchObject({
      match: 'name',
      printing: { setCode: 'NEO', collectorNumber: '285' },
    });
    const boltInWrongSet = await resolveOne({ name: 'Lightning Bolt', set: 'ELD' });
    expect(boltInWrongSet).toMatchObject({ match: 'name', printing: { setCode: 'M10' } });
  });

  it('trusts set and number when the name is misspelt', async () => {
    const oko = await resolveOne({
      name: 'Oko Thief of Crownz',
      set: 'ELD',
      collectorNumber: '197',
    });
    expect(oko).toMatchObject({ match: 'printing', card: { name: 'Oko, Thief of Crowns' } });
  });

  it('suggests close names for a typo', async () => {
    const typo = await resolveOne('Lightnig Bolt');
    expect(typo).toMatchObject({ match: 'none', card: null, printing: null });
    expect(typo.suggestions[0]?.name).toBe('Lightning Bolt');
    const giant = await resolveOne('Bonecruser Giant');
    expect(giant.suggestions.map((s) => s.name)).toContain('Bonecrusher Giant // Stomp');
  });

  it('gives the printings behind reference ids', async () => {
    const { printing } = await resolveOne({
      name: 'Fable of the Mirror-Breaker',
      set: 'NEO',
      collectorNumber: '141',
    });
    const found = await findPrintingsByIds(database.db, [printing!.id]);
    expect(found.get(printing!.id)).toMatchObject({
      setName: 'Kamigawa: Neon Dynasty',
      imageUrls: [expect.stringContaining('/front/'), expect.stringContaining('/back/')],
    });
  });

  it('answers every line of a list in order', async () => {
    const lines = ['Island', 'Nonexistent Card Name', 'Relámpago'].map((name) => ({ name }));
    const resolved = await resolveNames(database.db, lines);
    expect(resolved.map((r) => r.card?.name ?? null)).toEqual(['Island', null, 'Lightning Bolt']);
  });
});

describe('searchCardNames', () => {
  const names = async (text: string) =>
    (await searchCardNames(database.db, text)).map((result) => result.name);

  it('puts the exact name first, then names with a word starting so', async () => {
    const island = await names('island');
    expect(island[0]).toBe('Island');
    expect(await names('bolt')).toContain('Lightning Bolt');
    expect(await names('kiki')).toContain('Fable of the Mirror-Breaker // Reflection of Kiki-Jiki');
  });

  it('maps Spanish names to the English card', async () => {
    // 'Relámpago' is Lightning Bolt; 'Ángel relampagueante' is Lightning Angel.
    expect(await names('Relám')).toEqual(['Lightning Bolt', 'Lightning Angel']);
    expect(await names('gigante aplast')).toEqual(['Bonecrusher Giant // Stomp']);
  });

  it('finds a name that contains the text after word prefixes', async () => {
    expect(await names('ightning bol')).toEqual(['Lightning Bolt']);
  });

  it('answers at most 20 names, each once, with card ids', async () => {
    const results = await searchCardNames(database.db, 'a');
    expect(results).toHaveLength(20);
    expect(new Set(results.map((r) => r.name)).size).toBe(20);
    expect(results[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers nothing for text without letters', async () => {
    expect(await names(' -- ')).toEqual([]);
  });
});

describe('close names for unmatched names', () => {
  const closeTo = async (name: string) =>
    (await suggestForFirstUnmatched(database.db, [name])).get(normalizeCardName(name))!;
  const rename = (from: string, to: string) =>
    database.db.update(cardOracles).set({ name: to }).where(eq(cardOracles.name, from));

  it('are remembered until a catalog import makes the process forget them', async () => {
    expect((await closeTo('Lightnig Bolt')).map((card) => card.name)).toContain('Lightning Bolt');
    await rename('Lightning Bolt', 'Lightning Bolt Renamed');
    try {
      // The same typo again: the answer kept, no lookup (it would find the new name).
      expect((await closeTo('LIGHTNIG bolt')).map((card) => card.name)).toContain('Lightning Bolt');
      forgetSuggestedNames();
      expect((await closeTo('Lightnig Bolt')).map((card) => card.name)).toContain(
        'Lightning Bolt Renamed',
      );
    } finally {
      await rename('Lightning Bolt Renamed', 'Lightning Bolt');
      forgetSuggestedNames();
    }
  });
});
