import { COMMON_TEXTS as C, plural } from '../common-texts';
import { LIBRARY_MAX_CARDS } from './constants';
import { LIBRARY_WORDS as W } from './words';

/** The bulk upload dialog's texts and limits (docs/product/libraries.md#bulk-import). */

/** A bigger file is refused before it is read: 1000 cards of any export fit in far less. */
export const UPLOAD_MAX_FILE_MB = 5;
export const UPLOAD_MAX_FILE_BYTES = UPLOAD_MAX_FILE_MB * 1024 * 1024;
/**
 * Files the picker offers: the earlier product's .txt plus the CSV exports (Dragon Shield,
 * ManaBox, Moxfield).
 */
export const UPLOAD_FILE_TYPES = '.txt,.csv,text/plain,text/csv';

/** The review lists this many rows at first, and this many more on each 'Mostrar más'. */
export const UPLOAD_REVIEW_ROWS_STEP = 100;

export const UPLOAD_TEXTS = {
  title: W.uploadCards,
  chooseFile: 'Elegir archivo',
  removeFile: 'Quitar archivo',
  pasteLabel: 'O pegá el contenido del archivo',
  pasteHelp:
    'Exportaciones de Dragon Shield (CSV), ManaBox (CSV) o Moxfield (texto o colección CSV).',
  process: 'Procesar',
  processing: 'Procesando...',
  upload: 'Subir',
  uploading: 'Subiendo...',
  cancel: C.cancel,
  back: 'Volver',
  fileUnreadable: 'No pudimos leer el archivo. Probá de nuevo o pegá su contenido.',
  noRows: 'El archivo no tiene cartas para cargar.',
  noRowsLeft: 'No quedan cartas para cargar.',
  existingFailed: 'No pudimos leer las cartas de la biblioteca. Intentá nuevamente.',
  summaryFailed: 'No pudimos buscar las cartas en el catálogo. Intentá nuevamente.',
  uploadFailed: 'No pudimos cargar las cartas. Intentá nuevamente.',
  statusNew: 'Nueva',
  statusUpdate: 'Actualiza',
  matchPrinting: 'Edición y número encontrados',
  matchSet: 'Encontrada en su edición',
  matchName: 'Encontrada solo por nombre',
  matchNone: 'No está en el catálogo: se guarda por nombre',
  matchChosen: 'Edición elegida por vos',
  /** Before the file's set and number, where the stored printing is not the file's. */
  fileSays: 'el archivo dice',
  storedPrinting: 'Edición que se guarda',
  changePrinting: 'Cambiar edición',
  printingsLoading: W.setsLoading,
  printingsFailed: W.setsFailed,
  suggestions: '¿Quisiste decir?',
  priceFromFile: 'Precio del archivo',
  priceFromCatalog: 'Precio del catálogo',
  priceCk: 'Sigue el precio de referencia (ck)',
  foil: W.foil,
  details: 'Ver detalles',
  remove: 'Quitar',
} as const;

export const fileTooLargeMessage = (fileName: string) =>
  `El archivo ${fileName} pesa más de ${UPLOAD_MAX_FILE_MB} MB. Elegí un archivo más chico.`;

/** Rows beyond the limit cannot fit in any library: refused before asking the catalog. */
export const tooManyRowsMessage = (rows: number) =>
  `El archivo tiene ${rows} filas y una biblioteca admite hasta ${LIBRARY_MAX_CARDS} cartas. Dividí el archivo en partes más chicas.`;

export const skippedLinesMessage = (skipped: number) =>
  `${plural(skipped, 'línea no se pudo leer', 'líneas no se pudieron leer')} y no se cargará${skipped === 1 ? '' : 'n'}.`;

/** The review's totals: lines created and lines updated (repeated rows count once). */
const newCount = (count: number) => plural(count, 'nueva', 'nuevas');

export const reviewTotalsText = (created: number, updated: number) =>
  `${newCount(created)}, ${updated} actualiza${updated === 1 ? '' : 'n'}`;

export const unmatchedRowsText = (rows: number) =>
  rows === 1
    ? '1 fila no está en el catálogo: se guarda por nombre.'
    : `${rows} filas no están en el catálogo: se guardan por nombre.`;

/** The review's warning over rows whose printing is the catalog's guess, not the file's. */
export const guessedPrintingsText = (rows: number) =>
  rows === 1
    ? '1 fila no tiene la edición del archivo en el catálogo: revisá la edición que se guarda.'
    : `${rows} filas no tienen la edición del archivo en el catálogo: revisá la edición que se guarda.`;

/** The review's switch that lists only the rows to look at (printing guessed, or not found). */
export const onlyRowsToReviewText = (rows: number) => `Ver solo las filas para revisar (${rows})`;

/** A row whose catalog name differs from the file's ('Rayo' → 'Lightning Bolt'). */
export const fileNameText = (name: string) => `En el archivo: ${name}`;

export const resultingCountText = (total: number) =>
  `La biblioteca quedará con ${W.cards(total)} (límite ${LIBRARY_MAX_CARDS}).`;

/** How the library's copies changed: 'la biblioteca tiene 5 copias más' (menos, las mismas). */
function copiesChangeText(copies: number): string {
  if (copies === 0) return 'la biblioteca tiene las mismas copias';
  const change = copies > 0 ? 'más' : 'menos';
  return `la biblioteca tiene ${plural(Math.abs(copies), 'copia', 'copias')} ${change}`;
}

/**
 * After an upload, the lines written and the copies the library gained (an updated line counts
 * the difference of its quantity, `addedCopies` of POST /library/card): 'Se cargaron 273 líneas,
 * 372 copias.'; with updated lines 'Se cargaron 3 líneas (1 nueva, 2 actualizadas): la biblioteca
 * tiene 5 copias más.' ('… 1 copia menos.', '… las mismas copias.').
 */
export function uploadSuccessMessage(created: number, updated: number, addedCopies: number) {
  const lines = created + updated;
  const written = `${lines === 1 ? 'Se cargó' : 'Se cargaron'} ${plural(lines, 'línea', 'líneas')}`;
  if (updated === 0) return `${written}, ${plural(addedCopies, 'copia', 'copias')}.`;
  const kinds = [created > 0 && newCount(created), plural(updated, 'actualizada', 'actualizadas')];
  return `${written} (${kinds.filter(Boolean).join(', ')}): ${copiesChangeText(addedCopies)}.`;
}

export const repeatedRowText = (rows: number) =>
  `Se repite en ${rows} filas del archivo: se suman sus cantidades.`;

export const showMoreRowsText = (remaining: number) => `Mostrar más (${remaining} sin mostrar)`;
