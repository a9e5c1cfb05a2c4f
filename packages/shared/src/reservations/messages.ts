/** Spanish texts of the reservation calls and mails (docs/product/reservations.md). */
import { cardsAtOnce } from '../common-texts';

/** At most this many cards in one reservation request. */
export const RESERVATION_MAX_ITEMS = 100;

/**
 * GET /reservation answers at most this many of a user's reservations per side, the newest:
 * the screens filter, sort and total on the client, so the list is whole up to this bound
 * (docs/decisions/017).
 */
export const RESERVATION_LIST_MAX = 2000;

/**
 * The parties of a reservation see each other's e-mail and phone while it is pending or
 * answered, and this many days after the delivery was confirmed; never once it is cancelled or
 * expired (a buyer who cancels keeps no contact).
 */
export const CONTACT_DAYS_AFTER_DELIVERY = 30;

/** 'A, B y C'; past five names, 'A, B, C, D, E y 3 más'. */
function listOf(names: string[]): string {
  const shown = names.slice(0, 5);
  const rest = names.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} y ${rest} más`;
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} y ${shown.at(-1)}` : shown.join('');
}

export const RESERVATION_MESSAGES = {
  itemsInvalid: 'Enviá la lista de cartas a reservar.',
  itemsEmpty: 'Seleccioná al menos una carta para reservar.',
  itemsTooMany: cardsAtOnce('reservar', RESERVATION_MAX_ITEMS),
  transactionTypeInvalid: 'El tipo de operación debe ser venta (sale) o cambio (trade).',
  reservationIdInvalid: 'El identificador de la reserva no es válido.',
  sellingInvalid: 'Indicá si querés ver tus ventas (true) o tus compras (false).',
  unavailable:
    'Algunas cartas ya no están disponibles. No se reservó ninguna: revisá la selección.',
  ownCards: (names: string[]) =>
    names.length === 1
      ? `No podés reservar tu propia carta: ${names[0]}. No se reservó ninguna: quitala de la selección.`
      : `No podés reservar tus propias cartas: ${listOf(names)}. No se reservó ninguna: quitalas de la selección.`,
  notFound: 'La reserva no existe.',
  soldCannotCancel: 'La reserva ya fue vendida: no se puede cancelar.',
  cancelledCannotSell: 'La reserva fue cancelada: no se puede confirmar la entrega.',
  sellerOnly: 'Solo el vendedor puede confirmar la entrega o marcar la reserva como respondida.',
  sellersLimit: (limit: number, newAccount: boolean) =>
    `Podés tener reservas abiertas con hasta ${limit} vendedores a la vez` +
    (newAccount
      ? ' mientras tu cuenta es nueva (menos de una semana o sin entregas confirmadas)'
      : '') +
    '. No se reservó ninguna: esperá a que se cierre alguna de tus reservas abiertas, o cancelá una, y volvé a intentar.',
  cancelWait: (cancels: number, until: string) =>
    `Cancelaste ${cancels} reservas en las últimas 24 horas: podés volver a reservar desde el ${until}.`,
  quantityBelowReserved: (reserved: number) =>
    `La carta tiene ${reserved} ${reserved === 1 ? 'reserva activa' : 'reservas activas'}: la cantidad no puede ser menor. Cancelá o confirmá esas reservas primero.`,
} as const;
