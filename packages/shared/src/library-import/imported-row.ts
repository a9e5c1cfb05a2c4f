import { importedCardSchema, type ParsedImportedCard } from '../catalog/schemas';

/** One card of an import, in the shape `POST /api/library/card/summary` takes. */
export type LibraryImportRow = ParsedImportedCard;

/** The rows of a file and how many of its card lines could not be read. */
export interface ParsedRows {
  rows: LibraryImportRow[];
  skipped: number;
}

/**
 * The row a parser read, checked against the card-summary schema so every row it hands on is
 * one the server accepts (a name over 200 characters or a control character makes the line
 * skipped, not the upload refused); null when it fails.
 */
export function toImportedRow(fields: {
  name: string;
  set: string | null;
  collectorNumber: string | null;
  foil: boolean;
  condition: ParsedImportedCard['condition'];
  language: ParsedImportedCard['language'];
  price: number | 'ck' | null;
  quantity: number | null;
}): LibraryImportRow | null {
  if (fields.quantity === null) return null;
  const set = fields.set?.trim().toUpperCase() || null;
  const result = importedCardSchema.safeParse({ ...fields, set });
  return result.success ? result.data : null;
}
