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
  /** A line partly reserved says how many copies are still free: '4 (1 libre)'. */
  quantityFree: (quantity: number, available: number) =>
    available > 0 && available < quantity
      ? `${quantity} (${plural(available, 'libre', 'libres')})`
      : String(quantity),
  owner: 'Vendedor',
  /** The seller's record as a trading party beside the name. */
  record: 'Reputación',
  price: W.price,
  reference: P.referencePrice,
  library: 'Biblioteca',
  libraryOf: (user: string) => `Biblioteca de ${user}`,
  // How far the market covers each name (docs/product/search.md#quantities)
  coverage: (covered: number, names: number) =>
    `Tu lista: ${covered} de ${plural(names, 'carta', 'cartas')} con copias suficientes`,
  /** 'Counterspell: 8 disponibles de 4': the market has enough. */
  covered: (name: string, available: number, wanted: number) =>
    `${name}: ${available} ${available === 1 ? 'disponible' : 'disponibles'} de ${wanted}`,
  /** 'Counterspell: 2 de 4': too few free copies. */
  short: (name: string, available: number, wanted: number) => `${name}: ${available} de ${wanted}`,
  // Names that found nothing, and those with too few copies
  notFound: (count: number) => `No encontradas (${count})`,
  notFoundOrShort: (count: number) => `No encontradas o con pocas copias (${count})`,
  shortTitle: 'Con menos copias libres de las que buscás:',
  notFoundHint: 'Revisá cómo están escritas o buscalas más tarde: alguien puede publicarlas.',
  // Close names for a typo: 'Lightnig Bolt: ¿Quisiste decir Lightning Bolt?'
  didYouMean: '¿Quisiste decir',
  or: 'o',
  replaceWith: (replacement: string, name: string) => `Buscar ${replacement} en lugar de ${name}`,
  // Best combination
  bestIntro:
    'Los vendedores ordenados para completar las copias de tu lista con la menor cantidad de encuentros: primero quien tiene más copias de las que te faltan; a igualdad, quien está en tu ciudad, después en tu provincia, después el menor precio. De cada carta se toman primero las copias más baratas.',
  bestStep: (step: number, user: string) => `${step}. ${user}`,
  /** A step of a list that wants one copy of each card: 'Completa 3 cartas:'. */
  bestCompletes: (names: number) => `Completa ${plural(names, 'carta', 'cartas')}:`,
  /** A step of a list with copies: 'Te da 6 copias de 2 cartas:'. */
  bestCovers: (copies: number, names: number) =>
    `Te da ${plural(copies, 'copia', 'copias')} de ${plural(names, 'carta', 'cartas')}:`,
  /** A name of a step: 'Ponder' (one wanted), '4 Ponder', '1 de 4 Faerie Seer' (part of them). */
  bestName: (name: string, copies: number, wanted: number) =>
    wanted === 1 ? name : copies < wanted ? `${copies} de ${wanted} ${name}` : `${copies} ${name}`,
  /** On a tile of a step: the copies the plan takes of that line ('Para tu lista: 2 copias'). */
  taking: 'Para tu lista',
  takingCopies: (copies: number) => plural(copies, 'copia', 'copias'),
  bestReserve: (copies: number) => `Reservar ${plural(copies, 'copia', 'copias')}`,
  bestReserveLabel: (copies: number, user: string) =>
    `Reservar ${plural(copies, 'copia', 'copias')} de ${user}`,
  /** `amount`: 'USD 20.00 · ≈ $ 24.400' (money-texts.ts usdWithPesos). */
  bestTotal: (amount: string) => `Total: ${amount} (sin contar precios de referencia)`,
  bestNone: 'Ningún vendedor tiene cartas libres de tu lista.',
  bestUncovered: (count: number) => `Sin vendedor (${count}):`,
  /** What the market cannot cover: 'Faltan 2 Counterspell', 'Falta 1 Opt'. */
  bestMissing: (name: string, missing: number) =>
    `${missing === 1 ? 'Falta' : 'Faltan'} ${missing} ${name}`,
  bestAllCovered: 'Con estos vendedores completás todas las copias de tu lista.',
  bestProfileHint:
    'Completá tu provincia y ciudad en tu perfil para preferir a los vendedores cercanos.',
} as const;
