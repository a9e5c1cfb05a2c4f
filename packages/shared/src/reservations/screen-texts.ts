import { COMMON_TEXTS as C, plural } from '../common-texts';
import { dashboardTabLabel } from '../shell';

/**
 * Local-storage flags ('true') of the two screens' dismissed tips, spelt as the earlier product
 * spelt them (docs/product/screens.md#stored-flags).
 */
export const RESERVATION_TIP_KEYS = {
  buyer: 'hideReservationSentMessage',
  seller: 'hideReservationRecivedMessage',
} as const;

/**
 * The buyer (my orders) and seller (sales) reservation screens
 * (docs/product/reservations.md#screens).
 */
export const RESERVATION_SCREEN_TEXTS = {
  buyerTitle: dashboardTabLabel('my-orders'),
  sellerTitle: dashboardTabLabel('sales'),
  buyerDescription: 'Las cartas que reservaste y el contacto de cada vendedor.',
  sellerDescription: 'Las reservas que otros usuarios hicieron de tus cartas.',
  buyerTable: 'Tus reservas realizadas',
  sellerTable: 'Tus reservas recibidas',
  search: 'Buscar por carta, nombre o email',
  showSold: 'Vendido',
  loading: 'Cargando reservas…',
  loadFailed: 'No pudimos cargar tus reservas.',
  retry: C.retry,
  buyerEmpty: 'No haz hecho reservas',
  buyerEmptyHint: 'Buscar cartas que necesites y reservalas para contactar al vendedor',
  sellerEmpty: 'No tienes reservas',
  sellerEmptyHint: 'Publica cartas en tu biblioteca para recibir ofertas y concretar ventas.',
  noMatches: 'Ninguna reserva coincide con la búsqueda.',
  buyerTip:
    'Contactá al vendedor por teléfono o email para coordinar la entrega. Podés cancelar una reserva mientras no esté vendida.',
  sellerTip:
    'Confirmar entrega: Finaliza la transacción (la carta se descontará de tu biblioteca).',
  closeTip: 'Ocultar este consejo',
  // Columns
  image: 'Imagen',
  date: 'Fecha',
  card: 'Carta',
  owner: 'Vendedor',
  name: 'Nombre',
  price: 'Precio',
  phone: 'Teléfono',
  email: 'Email',
  status: 'Estado',
  action: 'Acción',
  referencePrice: 'Precio de referencia',
  cancelColumn: 'Cancelar',
  // Cells
  isNew: 'Nuevo',
  sold: 'Vendido',
  pending: 'Pendiente',
  cancelled: 'Cancelada',
  noData: '—',
  /** A reservation over (cancelled, expired, or sold over 30 days ago): no contact any more. */
  contactClosed: 'La reserva terminó: su contacto ya no se muestra.',
  viewImage: (card: string) => `Ver imagen de ${card}`,
  /** A price that follows the reference price (stored as 'ck'). */
  ckPrice: 'Precio CK',
  whatsApp: 'WhatsApp',
  whatsAppTo: (name: string) => `Escribir por WhatsApp a ${name}`,
  /** The cards' sort buttons (a phone has no column headers to click). */
  sortBy: 'Ordenar por',
  sortedAscending: 'orden ascendente',
  sortedDescending: 'orden descendente',
  confirmDelivery: 'Confirmar entrega',
  confirmDeliveryOf: (card: string) => `Confirmar entrega de ${card}`,
  cancelOf: (card: string) => `Cancelar la reserva de ${card}`,
  /** The rows a mail's link points at. */
  linked: 'Reserva del enlace',
  // Footer
  /** Before the sums: 'Total: USD 20.00 · ≈ $ 24.400', 'Total: USD 20.00 + ARS 15.000'. */
  total: 'Total:',
  ckNotCounted: (count: number) =>
    `${plural(count, 'reserva', 'reservas')} con Precio CK (según el precio de referencia) no ${count === 1 ? 'suma' : 'suman'} al total.`,
  // Dialogs and their outcome: each button names what it does
  back: 'Volver',
  cancelReservation: 'Cancelar reserva',
  deliveryQuestion: '¿Confirmás la entrega de esta carta?',
  deliveryDetail: (card: string) =>
    `«${card}» se marcará como vendida y se descontará de tu biblioteca.`,
  cancelQuestion: '¿Está seguro de que desea cancelar la reserva?',
  cancelDetail: (card: string) =>
    `La reserva de «${card}» se cancelará y la carta volverá a estar disponible.`,
  delivering: 'Confirmando...',
  cancelling: 'Cancelando...',
  delivered: 'Entrega confirmada.',
  cancelledDone: 'Reserva cancelada.',
  deliveryFailed: 'No pudimos confirmar la entrega. Intentá nuevamente.',
  cancelFailed: 'No pudimos cancelar la reserva. Intentá nuevamente.',
} as const;
