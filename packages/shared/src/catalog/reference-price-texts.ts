import { CATALOG_MESSAGES as M } from './constants';

/**
 * The reference-price control of a card priced 'ck', on every screen that has one
 * (docs/product/catalog-and-prices.md#reference-prices).
 */
export const REFERENCE_PRICE_TEXTS = {
  viewPrice: 'Ver precio',
  lookingUp: 'Consultando…',
  referencePrice: 'Precio de referencia',
  /** The search screen's and the library detail's words when no price comes back. */
  notFoundSearch: M.priceNotFoundSearch,
  /** The reservation screens' words when no price comes back. */
  notFoundReservation: M.priceNotFound,
  /** Shown when a failure brings no words at all. */
  unavailable: M.priceUnavailable,
  noReferenceId: 'Sin edición del catálogo: no se puede consultar el precio de referencia.',
  // Tooltips of a disabled button on the reservation screens
  lockedTooltip: 'Temporalmente deshabilitado por seguridad',
  cooldownTooltip: 'Esperá unos segundos para volver a consultar',
  noReferenceIdTooltip: 'Sin referenceId',
  source: (foil: boolean) => (foil ? 'CK (foil)' : 'CK'),
} as const;
