import { importedCardSchema, referenceIdSchema, type ParsedImportedCard } from '../catalog/schemas';
import type { importPrice } from './import-price';

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
 * skipped, not the upload refused); null when it fails. A Scryfall id that is no id is left
 * out, not the line: the row still resolves by set and number.
 */
export function toImportedRow(fields: {
  name: string;
  set: string | null;
  collectorNumber: string | null;
  foil: boolean;
  condition: ParsedImportedCard['condition'];
  language: ParsedImportedCard['language'];
  price: ReturnType<typeof importPrice>;
  quantity: number | null;
  scryfallId?: string;
}): LibraryImportRow | null {
  if (fields.quantity === null) return null;
  const set = fields.set?.trim().toUpperCase() || null;
  const { scryfallId, ...row } = fields;
  const id = referenceIdSchema.safeParse(scryfallId?.trim()).data;
  const result = importedCardSchema.safeParse({ ...row, set, ...(id && { scryfallId: id }) });
  return result.success ? result.data : null;
}
