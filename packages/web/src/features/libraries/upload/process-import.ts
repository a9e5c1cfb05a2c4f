import {
  CARD_SUMMARY_MAX_ROWS,
  fileTooLargeMessage,
  LIBRARY_IMPORT_MESSAGES,
  LIBRARY_MAX_CARDS,
  parseLibraryImport,
  tooManyRowsMessage,
  UPLOAD_MAX_FILE_BYTES,
  UPLOAD_TEXTS,
  type LibraryCard,
} from '@mdc/shared';
import { errorMessage } from '../../../lib/api-client';
import { summarizeImportedCards } from '../api/catalog-lookups';
import { createImportReview, type ImportReview } from './import-review';

/**
 * The "Procesar" step: read the file or the pasted text, parse it in the browser, and resolve
 * its rows against the catalog beside the library's current cards. Every failure is an
 * ImportProblem whose Spanish message says where it is shown.
 */

export type ImportSource = { file: File } | { text: string };

/** 'paste': under the text field; 'toast': the 8-second toast; 'alert': in the dialog. */
export type ProblemPlace = 'paste' | 'toast' | 'alert';

export class ImportProblem extends Error {
  constructor(
    message: string,
    readonly place: ProblemPlace = 'alert',
  ) {
    super(message);
    this.name = 'ImportProblem';
  }
}

/** More rows than a library holds copies can never be uploaded (each row is ≥ 1 copy). */
const MAX_ROWS = Math.min(LIBRARY_MAX_CARDS, CARD_SUMMARY_MAX_ROWS);

async function readSource(source: ImportSource): Promise<[text: string, fileName?: string]> {
  if ('text' in source) return [source.text];
  const { file } = source;
  if (file.size > UPLOAD_MAX_FILE_BYTES) throw new ImportProblem(fileTooLargeMessage(file.name));
  try {
    return [await file.text(), file.name];
  } catch {
    throw new ImportProblem(UPLOAD_TEXTS.fileUnreadable);
  }
}

async function orProblem<T>(call: Promise<T>, fallback: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw new ImportProblem(errorMessage(error, fallback));
  }
}

export async function processImport(
  source: ImportSource,
  loadLibraryCards: () => Promise<LibraryCard[]>,
): Promise<ImportReview> {
  const parsed = parseLibraryImport(...(await readSource(source)));
  if (!parsed.ok) {
    const place = parsed.message === LIBRARY_IMPORT_MESSAGES.emptyText ? 'paste' : 'toast';
    throw new ImportProblem(parsed.message, place);
  }
  if (parsed.rows.length === 0) throw new ImportProblem(UPLOAD_TEXTS.noRows);
  if (parsed.rows.length > MAX_ROWS)
    throw new ImportProblem(tooManyRowsMessage(parsed.rows.length));
  const [summary, libraryCards] = await Promise.all([
    orProblem(summarizeImportedCards(parsed.rows), UPLOAD_TEXTS.summaryFailed),
    orProblem(loadLibraryCards(), UPLOAD_TEXTS.existingFailed),
  ]);
  return createImportReview(summary.cards, summary.exchangeRate, parsed.skipped, libraryCards);
}
