import { COMMON_TEXTS, plural } from '../common-texts';

/** The library words every library screen uses (dashboard, detail, upload, public page). */
export const LIBRARY_WORDS = {
  saleTitle: (name: string) => `Biblioteca de venta: ${name}`,
  buyingTitle: (name: string) => `Biblioteca de compra: ${name}`,
  loading: 'Cargando biblioteca…',
  loadFailed: 'No pudimos cargar la biblioteca.',
  addCard: 'Agregar carta',
  uploadCards: 'Cargar cartas',
  nameFilter: 'Filtrar por nombre',
  viewImage: (name: string) => `Ver imagen de ${name}`,
  selling: 'Venta',
  trading: 'Trade',
  reserved: 'Reservado',
  foil: 'Foil',
  condition: 'Estado',
  /** The group of cards that lack the grouped value. */
  noData: 'Sin datos',
  set: 'Edición',
  setsLoading: 'Cargando ediciones…',
  setsFailed: 'No pudimos cargar las ediciones de esta carta. Intentá nuevamente.',
  language: 'Idioma',
  quantity: 'Cantidad',
  price: 'Precio',
  /** `1 carta`, `3 cartas`. */
  cards: (count: number) => plural(count, 'carta', 'cartas'),
} as const;

/** The details a card's tile shows, on the public library and in the search results. */
export const CARD_DETAIL_WORDS = {
  viewImage: LIBRARY_WORDS.viewImage,
  set: LIBRARY_WORDS.set,
  language: LIBRARY_WORDS.language,
  condition: LIBRARY_WORDS.condition,
  foil: LIBRARY_WORDS.foil,
  yes: COMMON_TEXTS.yes,
  no: COMMON_TEXTS.no,
} as const;
