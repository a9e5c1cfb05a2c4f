import { PUBLIC_LIBRARY_TEXTS as T } from '@mdc/shared';
import { plainText } from './plain-text';

/**
 * The group a card falls under when grouped by type: its main card type, in Spanish, read from
 * the catalog's type line (English, or Spanish for printings that carry it). A creature that is
 * also an artifact or enchantment is a creature, an artifact land is a land; a double-faced card
 * goes by its front face. No type line: 'Sin datos'; a type outside these: 'Otros'.
 */
const MAIN_TYPES: ReadonlyArray<{ label: string; words: readonly string[] }> = [
  { label: T.cardTypes.creature, words: ['creature', 'criatura'] },
  { label: T.cardTypes.land, words: ['land', 'tierra'] },
  { label: T.cardTypes.planeswalker, words: ['planeswalker'] },
  { label: T.cardTypes.battle, words: ['battle', 'batalla'] },
  { label: T.cardTypes.instant, words: ['instant', 'instantaneo'] },
  { label: T.cardTypes.sorcery, words: ['sorcery', 'conjuro'] },
  { label: T.cardTypes.artifact, words: ['artifact', 'artefacto'] },
  { label: T.cardTypes.enchantment, words: ['enchantment', 'encantamiento'] },
];

export function cardTypeGroup(typeLine: string | null): string {
  const front = typeLine?.split('//')[0]?.split(/[—-]/)[0]?.trim();
  if (!front) return T.noData;
  const words = plainText(front).split(/\s+/);
  return (
    MAIN_TYPES.find((type) => type.words.some((word) => words.includes(word)))?.label ?? T.otherType
  );
}

/** Groups in alphabetical order of their label; 'Sin datos' (no type at all) goes last. */
export function compareTypeGroups(a: string, b: string): number {
  if (a === b) return 0;
  if (a === T.noData) return 1;
  if (b === T.noData) return -1;
  return a.localeCompare(b, 'es');
}
