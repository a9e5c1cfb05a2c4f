/** Spanish texts of the search screen (panel, quick lists, carousel, last search). */

/** A deck file bigger than this cannot be a deck list (the server refuses it too). */
export const DECK_FILE_MAX_BYTES = 1024 * 1024;

export const SEARCH_SCREEN_TEXTS = {
  pageTitle: 'Buscar cartas',
  pageDescription:
    'Buscá cartas de Magic: The Gathering en las bibliotecas públicas de coleccionistas de Argentina.',
  // Registration banner and intro (anonymous visitors, docs/product/search.md#who-sees-what)
  registerTitle: '¿Tenés cartas para vender o cambiar?',
  registerBody:
    'Creá tu cuenta gratis para publicar tus bibliotecas, reservar cartas y ver el contacto del vendedor.',
  registerAction: 'Crear cuenta',
  registerDismiss: 'Cerrar aviso de registro',
  introTitle: 'Encontrá tus cartas en todo el país',
  introBody:
    'Pegá tu lista de mazo, subí el archivo o usá un enlace de Moxfield: te mostramos quién tiene cada carta, dónde está y a qué precio. Sin comisiones.',
  // Search panel (docs/product/search.md#search-screen)
  panelTitle: 'Buscar cartas',
  namesLabel: 'Nombres de cartas',
  namesHint: 'Escribí un nombre y elegilo, o pegá una lista (una carta por línea).',
  namesLoading: 'Buscando nombres…',
  namesNone: 'Sin coincidencias',
  namesFailed: 'No pudimos buscar nombres. Podés escribir el nombre completo.',
  removeName: (name: string) => `Quitar ${name}`,
  clearNames: 'Quitar todas',
  deckLabel: 'Enlace o ID de mazo de Moxfield',
  deckHint: 'Si completás el enlace, se busca el mazo.',
  search: 'Buscar',
  searching: 'Buscando…',
  advanced: 'Búsqueda avanzada',
  /** Lists pasted or chosen and Moxfield decks count their sideboard's copies too. */
  sideboard: 'Contar también el sideboard',
  nothingToSearch: 'Escribí al menos un nombre de carta o un enlace de Moxfield.',
  searchFailed: 'No pudimos completar la búsqueda. Intentá nuevamente.',
  // Deck file ('Búsqueda avanzada')
  fileLabel: 'Archivo de mazo (.txt de Moxfield o MTGGoldfish)',
  fileChoose: 'Elegir archivo .txt',
  fileTooBig: 'El archivo supera 1 MB. Elegí una lista de mazo exportada (.txt).',
  fileEmpty: 'El archivo no tiene nombres de cartas.',
  fileUnreadable: 'No pudimos leer el archivo. Probá con otro.',
  fileSearched: (fileName: string) => `Archivo: ${fileName}`,
  // Panel 'Buscar con tus bibliotecas de compra' (docs/product/search.md#buying-libraries-panel)
  buyingTitle: 'Buscar con tus bibliotecas de compra',
  buyingLoading: 'Cargando bibliotecas…',
  buyingNone: 'No tienes bibliotecas de compra',
  buyingCreate: 'Crear biblioteca',
  buyingFailed: 'No pudimos cargar tus bibliotecas de compra.',
  buyingEmptyLibrary: (name: string) => `La biblioteca ${name} no tiene cartas.`,
  buyingSearchLabel: (name: string) => `Buscar con ${name}`,
  librarySearched: (name: string) => `Biblioteca: ${name}`,
  // Results state
  quickListSearched: (label: string) => `Búsqueda rápida: ${label}`,
  deckSearched: (name: string) => `Mazo: ${name}`,
  // Quick lists (docs/product/search.md#quick-lists)
  quickListSearch: (label: string) => `Buscar las cartas de ${label}`,
  // Recommended carousel (docs/product/search.md#recommended)
  recommendedTitle: 'Recomendados',
  recommendedPrevious: 'Anterior recomendada',
  recommendedNext: 'Siguiente recomendada',
  recommendedLink: (cardName: string) => `${cardName}: ver biblioteca`,
  // Last search (/search/last)
  lastTitle: 'Última búsqueda',
  lastLoading: 'Cargando tu última búsqueda…',
  lastNone: 'Todavía no hiciste ninguna búsqueda. Buscá cartas y acá vas a poder repetirla.',
  lastFailed: 'No pudimos cargar tu última búsqueda.',
  lastDashboardIntro: 'Volvé a ver los resultados de tu última búsqueda de cartas.',
  lastDashboardLink: 'Ver mi última búsqueda',
  // Older results page (docs/product/search.md#older-results-page)
  olderTitle: (count: number) => `Cantidad de Cartas encontradas = ${count}`,
  olderLoading: 'Cargando...',
  olderQuantity: (quantity: number) => `Cantidad: ${quantity}`,
  olderOwner: (ownerName: string) => `Propietario: ${ownerName}`,
  olderContact: 'Mox:',
  olderContactLibrary: 'ver biblioteca',
  olderPageTitle: 'Resultados de una búsqueda',
  olderMissingId: 'El enlace no indica qué búsqueda mostrar.',
  olderFailed: 'No pudimos cargar los resultados de esta búsqueda.',
  olderNotFound: 'Esta búsqueda no existe o ya no está disponible.',
} as const;
