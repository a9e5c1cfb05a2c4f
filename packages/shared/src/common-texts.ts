/**
 * Buttons and words any screen uses, written once
 * (docs/product/screens.md#dialogs-and-notifications).
 */

/** `1 carta`, `3 cartas`: the count and the word that goes with it. */
export const plural = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

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
