import { COMMON_TEXTS as C } from '../common-texts';
import { LIBRARY_MAX_CARDS } from './constants';
import { LIBRARY_WORDS as W } from './words';

/**
 * Texts of the dashboard's library tables and their dialogs
 * (docs/product/libraries.md#dashboard-tables): the earlier product's own words where it had them,
 * ours (voseo) where it did not.
 */
export const LIBRARY_TABLE_TEXTS = {
  /** A library a moderator hid: the owner's mark, and what it means. */
  hiddenByModeration: 'Oculta por moderación',
  hiddenByModerationHint:
    'Un moderador la ocultó: no aparece en las búsquedas ni por su enlace. Te explicamos el motivo por email.',
  emptySale: 'Publica tus cartas para Venta o Trade',
  emptyBuying: '¿Que cartas necesitas?',
  emptySaleHint: 'Creá una biblioteca de venta y cargá las cartas que ofrecés.',
  emptyBuyingHint: 'Creá una biblioteca de compra con las cartas que buscás.',
  saleTable: 'Tus bibliotecas de venta',
  buyingTable: 'Tus bibliotecas de compra',
  noMatches: 'Ninguna biblioteca coincide con la búsqueda.',
  loading: 'Cargando bibliotecas…',
  loadFailed: 'No pudimos cargar tus bibliotecas.',
  retry: C.retry,
  searchLabel: 'Buscar por nombre',
  selling: W.selling,
  trading: W.trading,
  yes: C.yes,
  no: C.no,
  columnName: 'Nombre',
  columnShare: 'Compartir',
  columnCards: 'Cartas',
  columnEdit: 'Editar',
  columnDelete: 'Eliminar',
  /** The sort control of the cards that replace the table on a phone. */
  sortByName: (direction: 'asc' | 'desc') =>
    direction === 'asc'
      ? 'Ordenado por nombre, de la A a la Z'
      : 'Ordenado por nombre, de la Z a la A',
  rowsPerPage: 'Filas por página:',
  nextPage: 'Página siguiente',
  previousPage: 'Página anterior',
  displayedRows: (from: number, to: number, count: number) => `${from}–${to} de ${count}`,
  add: 'Nueva biblioteca',
  share: (name: string) => `Compartir ${name}`,
  openCards: (name: string) => `Editar las cartas de ${name}`,
  rename: (name: string) => `Renombrar ${name}`,
  remove: (name: string) => `Eliminar ${name}`,
  cardCount: (count: number) => `${count}/${LIBRARY_MAX_CARDS}`,
  linkCopied: '¡Enlace copiado al portapapeles!',
  copyFailedTitle: 'Copiá el enlace',
  copyFailed: 'No pudimos copiar el enlace al portapapeles. Copialo desde acá:',
  linkLabel: 'Enlace de la biblioteca',
  close: C.close,
  newSaleTitle: 'Nueva biblioteca de venta',
  newBuyingTitle: 'Nueva biblioteca de compra',
  renameTitle: 'Renombrar biblioteca',
  nameLabel: 'Nombre de la biblioteca',
  flagsHint: 'Marcá Venta, Trade o ambas para que tus cartas aparezcan en las búsquedas.',
  cancel: C.cancel,
  confirm: C.confirm,
  create: 'Crear',
  creating: 'Creando...',
  save: C.save,
  saving: C.saving,
  deleting: 'Eliminando...',
  deleteTitle: C.confirmTitle,
  deleteQuestion: C.deleteQuestion,
  deleteDetail: (name: string) => `Se eliminará la biblioteca «${name}» con todas sus cartas.`,
  created: 'Biblioteca creada.',
  renamed: 'Biblioteca actualizada.',
  deleted: 'Biblioteca eliminada.',
  createFailed: 'No pudimos crear la biblioteca. Intentá nuevamente.',
  renameFailed: 'No pudimos guardar los cambios. Intentá nuevamente.',
  deleteFailed: 'No pudimos eliminar la biblioteca. Intentá nuevamente.',
} as const;

/** Local-storage flag ('true') set by the first click on the add button. */
export const HIGHLIGHT_SEEN_KEY = 'highlight_seen';
/** The share toast stays 3000 ms. */
export const SHARE_TOAST_MS = 3000;
/** Page sizes of the library tables (docs/product/screens.md#tables). */
export const LIBRARY_TABLE_PAGE_SIZES = [15, 30, 45, 60] as const;
