import { normalizeCardName } from '@mdc/shared';

/**
 * The rows of `card_name_terms` for one card: each name normalized, plus every word suffix of it,
 * so "prefix of any word" is a prefix match on some term. Shared by the importer (which writes
 * them) and the queries (which read them), so both agree on kinds.
 */

export const NAME_KIND = { english: 0, face: 1, spanish: 2, flavor: 3 } as const;
export type NameKind = (typeof NAME_KIND)[keyof typeof NAME_KIND];

export interface NameTerm {
  term: string;
  start: number;
  kind: NameKind;
}

export interface CardNames {
  name: string;
  faceNames: string[];
  spanishNames: string[];
  flavorNames: string[];
}

function namesOf(card: CardNames): [string, NameKind][] {
  return [
    [card.name, NAME_KIND.english],
    ...(card.faceNames.length > 1 ? card.faceNames : []).map((face): [string, NameKind] => [
      face,
      NAME_KIND.face,
    ]),
    ...card.spanishNames.map((name): [string, NameKind] => [name, NAME_KIND.spanish]),
    ...card.flavorNames.map((name): [string, NameKind] => [name, NAME_KIND.flavor]),
  ];
}

/** Whether a term reached again is a better reading: a whole name first, then the lower kind. */
export const isBetterTerm = (a: Omit<NameTerm, 'term'>, b: Omit<NameTerm, 'term'>) =>
  a.start < b.start || (a.start === b.start && a.kind < b.kind);

/** Terms keyed by text; a text reached twice keeps its best reading. */
export function nameTermsOf(card: CardNames): Map<string, NameTerm> {
  const terms = new Map<string, NameTerm>();
  const add = (term: string, start: number, kind: NameKind) => {
    const known = terms.get(term);
    if (!known || isBetterTerm({ start, kind }, known)) terms.set(term, { term, start, kind });
  };
  for (const [name, kind] of namesOf(card)) {
    const words = normalizeCardName(name).split(' ');
    if (words[0] === '') continue;
    words.forEach((word, start) => {
      if (word !== '//') add(words.slice(start).join(' '), start, kind);
    });
  }
  return terms;
}

/** Words shorter than this have no inner suffix worth a lookup. */
const MIN_WORD_LENGTH = 3;

/**
 * The inner suffixes of the words of some names ('lightning' → 'ightning' … 'ng'): text that
 * starts inside a word ("contains") is found by a prefix lookup on them.
 */
export function wordSuffixesOf(names: Iterable<string>): { word: string; suffix: string }[] {
  const words = new Set<string>();
  for (const name of names) {
    for (const word of name.split(' '))
      if (word.length >= MIN_WORD_LENGTH && word !== '//') words.add(word);
  }
  return [...words].flatMap((word) =>
    Array.from({ length: word.length - 2 }, (_, i) => ({ word, suffix: word.slice(i + 1) })),
  );
}
