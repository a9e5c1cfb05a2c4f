import { PUBLIC_LIBRARY_TEXTS as T } from '@mdc/shared';
import { plainText } from './plain-text';

/**
 * The group a card falls under when grouped by type: its main card type, in Spanish, read from
 * the catalog's type line (English, or Spanish for printings that carry it). A creature that is
 * also an artifact or enchantment is a creature, an artifact land is a land; a double-faced card
 * goes by its front face. No type line: 'Sin datos'; a type outside these: 'Otros'.
 */
const MAIN_TYPES: ReadonlyArray<{ label: string; words: readonly string[] }> = [
  { label: 'Criatura', words: ['creature', 'criatura'] },
  { label: 'Tierra', words: ['land', 'tierra'] },
  { label: 'Planeswalker', words: ['planeswalker'] },
  { label: 'Batalla', words: ['battle', 'batalla'] },
  { label: 'Instantáneo', words: ['instant', 'instantaneo'] },
  { label: 'Conjuro', words: ['sorcery', 'conjuro'] },
  { label: 'Artefacto', words: ['artifact', 'artefacto'] },
  { label: 'Encantamiento', words: ['enchantment', 'encantamiento'] },
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
