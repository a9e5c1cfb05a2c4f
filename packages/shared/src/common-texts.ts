/**
 * Buttons and words any screen uses, written once
 * (docs/product/screens.md#dialogs-and-notifications).
 */

/** `1 carta`, `3 cartas`: the count and the word that goes with it. */
export const plural = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

/** A text's length limit: `El nombre puede tener hasta 60 caracteres.` */
export const upToCharacters = (subject: string, max: number) =>
  `${subject} puede tener hasta ${max} caracteres.`;

/** The limit of a free text the user writes (a reason, details). */
export const writeUpTo = (max: number) => `Podés escribir hasta ${max} caracteres.`;

/** A request's limit of cards: `Podés buscar hasta 1000 cartas por vez.` */
export const cardsAtOnce = (verb: string, max: number) =>
  `Podés ${verb} hasta ${max} cartas por vez.`;

export const COMMON_TEXTS = {
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  /** The title of the generic confirmation dialog. */
  confirmTitle: 'Confirmar acción',
  deleteQuestion: '¿Está seguro de que desea eliminar?',
  retry: 'Reintentar',
  save: 'Guardar',
  saving: 'Guardando...',
  close: 'Cerrar',
  yes: 'Sí',
  no: 'No',
  // Paging
  pages: 'Páginas',
  previous: 'Anterior',
  next: 'Siguiente',
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
} as const;

/** The words MUI's own parts show when a screen does not set them (autocomplete buttons). */
export const COMPONENT_TEXTS = {
  open: 'Abrir',
  clear: 'Borrar',
  loading: 'Cargando…',
  noOptions: 'Sin opciones',
} as const;
