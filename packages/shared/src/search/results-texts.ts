import { COMMON_TEXTS as C, plural } from '../common-texts';
import { REFERENCE_PRICE_TEXTS as P } from '../catalog/reference-price-texts';
import { LIBRARY_WORDS as W } from '../libraries/words';
import { RESERVATION_DIALOG_TEXTS as R } from '../reservations/dialog-texts';

/** Result tiles per page of the search results: 2, 3, 4 or 6 columns fill it evenly. */
export const SEARCH_RESULTS_PAGE_SIZE = 48;

/** Spanish texts of the search results view (tiles, grouping, best combination, reserve). */
export const SEARCH_RESULTS_TEXTS = {
  found: (count: number) => `Cartas encontradas: ${count}`,
  nameFilter: W.nameFilter,
  matches: (count: number) => plural(count, 'carta coincide', 'cartas coinciden'),
  noMatches: 'Ninguna carta coincide con ese nombre.',
  empty: 'No encontramos cartas en venta ni en intercambio con esos nombres.',
  // Grouping (spec §2, §4) and the best combination (issue 10 item 6)
  view: 'Agrupar resultados',
  noGrouping: 'Sin agrupar',
  byRegion: 'Provincia',
  byUser: 'Usuario',
  bestCombination: 'Mejor combinación',
  noData: W.noData,
  // Selection and reservation
  selectAll: R.selectAll,
  deselectAll: R.deselectAll,
  selectedCount: R.selectedCount,
  reserve: R.reserve,
  select: R.select,
  selectOne: 'Seleccionar',
  selected: 'Seleccionada',
  // Tile
  reserved: W.reserved,
  viewImage: W.viewImage,
  set: W.set,
  language: W.language,
  condition: W.condition,
  foil: W.foil,
  yes: C.yes,
  no: C.no,
  place: 'Ubicación',
  transaction: 'Operación',
  transactionTypes: { sale: 'Venta', trade: 'Intercambio' },
  quantity: W.quantity,
  owner: 'Vendedor',
  price: W.price,
  usd: P.usd,
  reference: P.referencePrice,
  library: 'Biblioteca',
  libraryOf: (user: string) => `Biblioteca de ${user}`,
  // Names that found nothing
  notFound: (count: number) => `No encontradas (${count})`,
  notFoundHint: 'Revisá cómo están escritas o buscalas más tarde: alguien puede publicarlas.',
  // Best combination
  bestIntro:
    'Los vendedores ordenados para completar tu lista con la menor cantidad de encuentros: primero quien tiene más cartas de las que te faltan; a igualdad, quien está en tu ciudad, después en tu provincia, después el menor precio.',
  bestStep: (step: number, user: string) => `${step}. ${user}`,
  bestCovers: (count: number) => `Completa ${plural(count, 'carta', 'cartas')}:`,
  bestTotal: (amount: number) => `Total: ${P.usd(amount)} (sin contar precios de referencia)`,
  bestNone: 'Ningún vendedor tiene cartas libres de tu lista.',
  bestUncovered: (count: number) => `Sin vendedor (${count}):`,
  bestAllCovered: 'Con estos vendedores completás todas las cartas encontradas de tu lista.',
  bestProfileHint:
    'Completá tu provincia y ciudad en tu perfil para preferir a los vendedores cercanos.',
} as const;
