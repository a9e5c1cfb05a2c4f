import { plural } from '../common-texts';
import { REFERENCE_PRICE_TEXTS as P } from '../catalog/reference-price-texts';
import { CARD_DETAIL_WORDS, LIBRARY_WORDS as W } from '../libraries/words';
import { RESERVATION_DIALOG_TEXTS as R } from '../reservations/dialog-texts';
import type { TransactionType } from './schemas';

const OPERATIONS: Record<TransactionType, string> = { sale: 'Venta', trade: 'Intercambio' };

const SHORT_REGIONS: Record<string, string> = {
  'Ciudad Autónoma de Buenos Aires': 'CABA',
  'Tierra del Fuego, Antártida e Islas del Atlántico Sur': 'Tierra del Fuego',
};

/** Result tiles per page of the search results: 1, 2 or 3 columns fill it evenly. */
export const SEARCH_RESULTS_PAGE_SIZE = 48;

/** Spanish texts of the search results view (tiles, grouping, best combination, reserve). */
export const SEARCH_RESULTS_TEXTS = {
  found: (count: number) => `Cartas encontradas: ${count}`,
  /** While the name filter narrows them: 'Cartas encontradas: 3 de 350'. */
  foundFiltered: (shown: number, count: number) => `Cartas encontradas: ${shown} de ${count}`,
  nameFilter: W.nameFilter,
  noMatches: 'Ninguna carta coincide con ese nombre.',
  empty: 'No encontramos cartas en venta ni en intercambio con esos nombres.',
  // Grouping and the best combination (docs/product/search.md#results)
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
  ...CARD_DETAIL_WORDS,
  place: 'Ubicación',
  /** A province as a tile says it: the two official names too long for a line, as people say them. */
  shortRegion: (region: string) => SHORT_REGIONS[region] ?? region,
  transaction: 'Operación',
  /** What the card's library offers: 'Venta', 'Intercambio' or 'Venta e intercambio'. */
  operations: (types: readonly TransactionType[]) =>
    types.length > 1
      ? `${OPERATIONS.sale} e ${OPERATIONS.trade.toLowerCase()}`
      : OPERATIONS[types[0] ?? 'sale'],
  quantity: W.quantity,
  owner: 'Vendedor',
  /** The seller's record as a trading party beside the name (issue 20). */
  record: 'Reputación',
  price: W.price,
  reference: P.referencePrice,
  library: 'Biblioteca',
  libraryOf: (user: string) => `Biblioteca de ${user}`,
  // Names that found nothing
  notFound: (count: number) => `No encontradas (${count})`,
  notFoundHint: 'Revisá cómo están escritas o buscalas más tarde: alguien puede publicarlas.',
  // Close names for a typo (issue 19): 'Lightnig Bolt: ¿Quisiste decir Lightning Bolt?'
  didYouMean: '¿Quisiste decir',
  or: 'o',
  replaceWith: (replacement: string, name: string) => `Buscar ${replacement} en lugar de ${name}`,
  // Best combination
  bestIntro:
    'Los vendedores ordenados para completar tu lista con la menor cantidad de encuentros: primero quien tiene más cartas de las que te faltan; a igualdad, quien está en tu ciudad, después en tu provincia, después el menor precio.',
  bestStep: (step: number, user: string) => `${step}. ${user}`,
  bestCovers: (count: number) => `Completa ${plural(count, 'carta', 'cartas')}:`,
  /** `amount`: 'USD 20.00 · ≈ $ 24.400' (money-texts.ts usdWithPesos). */
  bestTotal: (amount: string) => `Total: ${amount} (sin contar precios de referencia)`,
  bestNone: 'Ningún vendedor tiene cartas libres de tu lista.',
  bestUncovered: (count: number) => `Sin vendedor (${count}):`,
  bestAllCovered: 'Con estos vendedores completás todas las cartas encontradas de tu lista.',
  bestProfileHint:
    'Completá tu provincia y ciudad en tu perfil para preferir a los vendedores cercanos.',
} as const;
