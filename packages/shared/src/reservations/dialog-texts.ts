import { COMMON_TEXTS as C, plural } from '../common-texts';

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
