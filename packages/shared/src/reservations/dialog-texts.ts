import { COMMON_TEXTS as C, plural } from '../common-texts';
import { LIBRARY_WORDS as W } from '../libraries/words';

/**
 * The reservation confirmation dialog (docs/product/reservations.md#reserving), the same on the
 * search screen and the public
 * library page, and the selection words of both screens.
 */
export const RESERVATION_DIALOG_TEXTS = {
  title: 'Reservar cartas',
  loginRequired: 'Debe iniciar sesión para poder realizar reservas',
  login: 'Iniciar sesión',
  register: 'Crear cuenta',
  selectedSummary: (count: number) => `Has seleccionado ${count} carta(s)`,
  /** A line of the dialog: '2 × Counterspell — USD 1.00 c/u' ('Counterspell — USD 1.00' alone). */
  line: (name: string, copies: number, price: string) =>
    copies > 1 ? `${copies} × ${name} — ${price} c/u` : `${name} — ${price}`,
  /** A 'ck' price follows the Card Kingdom reference price, looked up apart. */
  ckPrice: 'Precio de referencia (CK)',
  /** 'Total: USD 20.00 + ARS 15.000' (money-texts.ts sumsText). */
  total: (amount: string) => `Total: ${amount}`,
  ckNotInTotal: (count: number) =>
    count === 1
      ? `Más ${W.cards(1)} con precio de referencia (CK), no incluida en el total.`
      : `Más ${W.cards(count)} con precio de referencia (CK), no incluidas en el total.`,
  confirmPrompt: 'Confirma para agregar estas cartas a tu lista de reservas.',
  contactNote:
    'Después vas a ver los datos del vendedor en Reservas Realizadas para contactarlo y coordinar la entrega.',
  cancel: C.cancel,
  confirm: C.confirm,
  reserving: 'Reservando…',
  reserveFailed: 'No pudimos hacer la reserva. Intentá nuevamente.',
  done: (count: number) =>
    `Reservaste ${plural(count, 'carta', 'cartas')}. Encontrá los datos del vendedor en Reservas Realizadas.`,
  /** Under the server's 409 message: the cards someone else took meanwhile. */
  unavailableCards: 'Ya no disponibles:',
  // Selection (search results, public library)
  select: (name: string) => `Seleccionar ${name}`,
  selectAll: 'Seleccionar todo',
  deselectAll: 'Deseleccionar todo',
  selectedCount: (count: number) => plural(count, 'carta seleccionada', 'cartas seleccionadas'),
  reserve: 'Reservar',
} as const;
