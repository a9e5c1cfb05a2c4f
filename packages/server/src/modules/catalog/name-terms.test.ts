import { describe, expect, it } from 'vitest';
import { NAME_KIND, nameTermsOf, wordSuffixesOf } from './name-terms';

describe('nameTermsOf', () => {
  it('gives each name and each word suffix, with the kind of name', () => {
    const terms = nameTermsOf({
      name: 'Bonecrusher Giant // Stomp',
      faceNames: ['Bonecrusher Giant', 'Stomp'],
      spanishNames: ['Gigante aplastahuesos // Pisotón', 'Pisotón'],
      flavorNames: [],
    });
    expect(terms.get('bonecrusher giant // stomp')).toEqual({
      term: 'bonecrusher giant // stomp',
      start: 0,
      kind: NAME_KIND.english,
    });
    expect(terms.get('giant // stomp')?.start).toBe(1);
    // 'stomp' is both a face (start 0) and the tail of the full name: the lowest wins.
    expect(terms.get('stomp')).toEqual({ term: 'stomp', start: 0, kind: NAME_KIND.face });
    expect(terms.get('pisoton')).toEqual({ term: 'pisoton', start: 0, kind: NAME_KIND.spanish });
    expect(terms.get('aplastahuesos // pisoton')?.start).toBe(1);
    expect([...terms.keys()].some((term) => term.startsWith('//'))).toBe(false);
  });

  it('lists a single-faced name once, not as a face', () => {
    const terms = nameTermsOf({
      name: 'Lightning Bolt',
      faceNames: ['Lightning Bolt'],
      spanishNames: ['Relámpago'],
      flavorNames: [],
    });
    expect([...terms.values()]).toEqual([
      { term: 'lightning bolt', start: 0, kind: NAME_KIND.english },
      { term: 'bolt', start: 1, kind: NAME_KIND.english },
      { term: 'relampago', start: 0, kind: NAME_KIND.spanish },
    ]);
  });
});

describe('wordSuffixesOf', () => {
  it('lists the inner suffixes of each word once', () => {
    expect(wordSuffixesOf(['sol ring', 'ring of ma ruf', 'fire // ice'])).toEqual([
      { word: 'sol', suffix: 'ol' },
      { word: 'ring', suffix: 'ing' },
      { word: 'ring', suffix: 'ng' },
      { word: 'ruf', suffix: 'uf' },
      { word: 'fire', suffix: 'ire' },
      { word: 'fire', suffix: 're' },
      { word: 'ice', suffix: 'ce' },
    ]);
  });
});
