/**
 * Spanish texts of the public library page and its reservation dialog
 * (docs/product/libraries.md#public-library-page, docs/product/reservations.md#reserving).
 */
import { COMMON_TEXTS as C, plural } from '../common-texts';
import { RESERVATION_DIALOG_TEXTS as R } from '../reservations/dialog-texts';
import { CARD_DETAIL_WORDS, LIBRARY_WORDS as W } from './words';

export const PUBLIC_LIBRARY_TEXTS = {
  description: 'Las cartas que un coleccionista ofrece en venta o intercambio, o las que busca.',
  saleTitle: W.saleTitle,
  buyingTitle: W.buyingTitle,
  saleIntro: 'Elegí las cartas que te interesan y reservalas para contactar al vendedor.',
  buyingIntro:
    'Estas son las cartas que este coleccionista busca. Si tenés alguna, publicala en tu biblioteca de venta.',
  selling: W.selling,
  trading: W.trading,
  cardCount: W.cards,
  matches: (count: number) => plural(count, 'resultado', 'resultados'),
  loading: W.loading,
  unavailable: 'Biblioteca no disponible',
  invalidId: 'El enlace no corresponde a ninguna biblioteca. Revisá que esté completo.',
  notFound: 'No encontramos esta biblioteca. Puede que su dueño la haya borrado.',
  loadFailed: W.loadFailed,
  retry: C.retry,
  goToSearch: 'Buscar cartas',
  backToDashboard: 'Volver al panel',
  empty: 'Esta biblioteca todavía no tiene cartas.',
  // The owner on their own library's page: nothing to select or reserve.
  ownLibrary:
    'Esta es tu biblioteca: así la ven los demás. Tus propias cartas no se pueden reservar.',
  manageOwn: 'Administrar mi biblioteca',
  noMatches: 'Ninguna carta coincide con los filtros.',

  // Filters and views
  nameFilter: W.nameFilter,
  foilAll: 'Todo',
  foilNone: 'No Foil',
  sort: 'Ordenar',
  sortNone: 'Sin orden',
  sortPriceAsc: 'Precio: menor a mayor',
  sortPriceDesc: 'Precio: mayor a menor',
  sortCkNote: 'Las cartas con precio de referencia (CK) van al final.',
  groupByType: 'Agrupar por tipo',
  view: 'Vista',
  gridView: 'Cuadrícula',
  listView: 'Lista',
  showDetails: 'Mostrar detalles',
  /** A card without a type line (when grouped) or without a known set. */
  noData: W.noData,
  otherType: 'Otros',
  /** The main card types a library groups its cards by. */
  cardTypes: {
    creature: 'Criatura',
    land: 'Tierra',
    planeswalker: 'Planeswalker',
    battle: 'Batalla',
    instant: 'Instantáneo',
    sorcery: 'Conjuro',
    artifact: 'Artefacto',
    enchantment: 'Encantamiento',
  },

  // Cards
  reserved: W.reserved,
  select: R.select,
  reserveOne: (name: string) => `Reservar ${name}`,
  ...CARD_DETAIL_WORDS,
  quantity: W.quantity,
  price: W.price,
  /**
   * A 'ck' price follows the Card Kingdom reference price. Looking it up needs a login, so the
   * page names it instead of showing a number.
   */
  ckPrice: R.ckPrice,

  // Selection
  selectAll: R.selectAll,
  deselectAll: R.deselectAll,
  selectedCount: R.selectedCount,
  reserve: R.reserve,

  // Reservation confirmation dialog
  dialogTitle: R.title,
  loginRequired: R.loginRequired,
  login: R.login,
  register: R.register,
  selectedSummary: R.selectedSummary,
  confirmPrompt: R.confirmPrompt,
  contactNote: R.contactNote,
  cancel: C.cancel,
  confirm: C.confirm,
  reserveDone: R.done,
} as const;
