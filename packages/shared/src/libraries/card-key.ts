import { normalizeCardName } from '../catalog/normalize-name';

/**
 * What makes two library cards the same line (decision 012): the printing, foil, condition and
 * language. The server's unique index and the upload dialog's "new or update" both use it.
 */

export interface CardPrintingFields {
  /** The catalog printing; null for a card the catalog does not know (kept by name). */
  referenceId: string | null;
  name: string;
  set: string | null;
  collectorNumber: string | null;
}

/**
 * The part of a kept-by-name card's printing key before the first '|': `name:<normalized name>`
 * (a normalized name has no '|'). The search matches such cards on it.
 */
export const nameKeyOf = (normalizedName: string) => `name:${normalizedName}`;

/** The catalog printing id, or `name:<normalized name>|<SET>|<number>` for a card kept by name. */
export function cardPrintingKey({ referenceId, name, set, collectorNumber }: CardPrintingFields) {
  if (referenceId) return referenceId;
  const setCode = set?.trim().toUpperCase() ?? '';
  return `${nameKeyOf(normalizeCardName(name))}|${setCode}|${collectorNumber?.trim() ?? ''}`;
}

export interface LibraryCardLine {
  printingKey: string;
  foil: boolean;
  condition: string;
  language: string;
}

/** One text per line of a library: equal keys are the same card. */
export const libraryCardKey = ({ printingKey, foil, condition, language }: LibraryCardLine) =>
  `${printingKey}\u0000${foil}\u0000${condition}\u0000${language}`;
