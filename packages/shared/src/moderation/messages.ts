import { COMMON_TEXTS, writeUpTo } from '../common-texts';
import { RESERVATION_SCREEN_TEXTS } from '../reservations/screen-texts';

/** The words of moderation, without zod: the screen and the error catalog import these. */

export const MODERATION_REASON_MAX_LENGTH = 500;

/** What a moderator can do with a report, and how its history names each action. */
export const MODERATION_ACTIONS = {
  hideLibrary: 'Ocultar biblioteca',
  showLibrary: 'Volver a mostrar la biblioteca',
  suspend: 'Suspender cuenta',
  reinstate: 'Levantar la suspensión',
  dismiss: 'Descartar',
  removePlace: 'Quitar el lugar',
  restorePlace: 'Permitir el lugar de nuevo',
} as const;
export type ModerationAction = keyof typeof MODERATION_ACTIONS;

export const REPORT_STATUSES = {
  open: 'Abierta',
  actioned: 'Resuelta',
  dismissed: 'Descartada',
} as const;
export type ReportStatus = keyof typeof REPORT_STATUSES;

export const MODERATION_MESSAGES = {
  moderatorsOnly: 'Solo los moderadores pueden ver esta página.',
  reportNotFound: 'No encontramos esa denuncia.',
  noLibrary: 'Esta denuncia no es sobre una biblioteca: no hay biblioteca para ocultar.',
  noPlace: 'Esta denuncia no es sobre un lugar de encuentro: no hay lugar para quitar.',
  /** The action would change nothing (another moderator acted first, a stale screen). */
  nothingToDo:
    'La cuenta, la biblioteca o el lugar ya estaba así: no cambiamos nada. Recargá la página.',
  reasonRequired: 'Escribí por qué: queda en el historial de la denuncia.',
  reasonTooLong: writeUpTo(MODERATION_REASON_MAX_LENGTH),
  /** Answers of each action. */
  done: {
    hideLibrary: 'La biblioteca quedó oculta: ya no aparece en búsquedas ni por su enlace.',
    showLibrary: 'La biblioteca vuelve a mostrarse.',
    suspend:
      'La cuenta quedó suspendida: no puede iniciar sesión, sus cartas no aparecen y sus reservas abiertas se cancelaron con aviso a la otra parte.',
    reinstate: 'La suspensión se levantó: la cuenta puede volver a iniciar sesión.',
    dismiss: 'La denuncia quedó descartada.',
    removePlace:
      'El lugar salió de la lista de cada miembro que lo tenía y nadie puede volver a agregarlo.',
    restorePlace:
      'El lugar puede volver a agregarse. Nadie lo tiene en su lista hasta que lo agregue.',
  } satisfies Record<ModerationAction, string>,
  /** The login of a suspended account. */
  suspendedLogin:
    'Tu cuenta está suspendida por moderación. Si creés que es un error, escribinos desde Contacto.',
  /** The public page of a hidden library. */
  libraryHidden: 'Esta biblioteca fue ocultada por moderación.',
  /** The public page of a library whose owner's account is suspended (only the account was). */
  ownerSuspended:
    'La cuenta de quien publicó esta biblioteca está suspendida; la biblioteca no está disponible por ahora.',
  /** The title of the dialog that tells a member his session ended because of a suspension. */
  sessionSuspendedTitle: 'Tu sesión terminó',
  sessionSuspendedClose: 'Entendido',
} as const;

export const MODERATION_TEXTS = {
  title: 'Moderación',
  menuItem: 'Moderación',
  filterLabel: 'Estado',
  empty: 'No hay denuncias en este estado.',
  reportedBy: (user: string) => `Denunciada por ${user}`,
  reported: 'Denunciado',
  library: 'Biblioteca',
  place: 'Lugar de encuentro',
  placeRemovedChip: 'Quitado',
  libraryHiddenChip: 'Oculta',
  suspendedChip: 'Suspendida',
  recentReservations: 'Reservas recientes',
  noReservations: 'Sin reservas.',
  history: 'Historial',
  noHistory: 'Todavía nadie actuó sobre esta denuncia.',
  reasonLabel: 'Motivo de la acción',
  reasonHelp:
    'Queda en el historial con tu usuario y la fecha. Salvo al descartar, también se lo enviamos por email a la cuenta afectada (sin tu usuario).',
  confirm: COMMON_TEXTS.confirm,
  cancel: COMMON_TEXTS.cancel,
  asSeller: 'como vendedor',
  asBuyer: 'como comprador',
  // The screen's other words (the web package writes no Spanish).
  description: 'Las denuncias de los usuarios y lo que hizo cada moderador con ellas.',
  loading: 'Cargando denuncias…',
  loadFailed: 'No pudimos cargar las denuncias.',
  actionFailed: 'No pudimos completar la acción. Probá de nuevo.',
  /** A user name the API answers as null: an account deleted since. */
  deletedUser: 'cuenta eliminada',
  memberSince: (month: string) => `Miembro desde ${month.slice(5, 7)}/${month.slice(0, 4)}`,
  reservationWith: (user: string) => `con ${user}`,
  reservationCards: (count: number) => `${count} ${count === 1 ? 'carta' : 'cartas'}`,
  /** A reservation's `status` in the recent list. */
  reservationStatuses: {
    pending: RESERVATION_SCREEN_TEXTS.pending,
    answered: 'Respondida',
    sold: 'Entregada',
    cancelled: RESERVATION_SCREEN_TEXTS.cancelled,
    expired: 'Vencida',
  },
  actionBy: (moderator: string) => `por ${moderator}`,
  /** The confirmation dialog's question, naming what the action touches. */
  questions: {
    hideLibrary: (library: string) =>
      `¿Ocultar la biblioteca «${library}»? Deja de aparecer en las búsquedas y por su enlace.`,
    showLibrary: (library: string) => `¿Volver a mostrar la biblioteca «${library}»?`,
    suspend: (user: string) =>
      `¿Suspender la cuenta de ${user}? No podrá iniciar sesión, sus cartas dejan de aparecer y sus reservas abiertas se cancelan con aviso a la otra parte.`,
    reinstate: (user: string) =>
      `¿Levantar la suspensión de ${user}? Podrá volver a iniciar sesión.`,
    dismiss: () => '¿Descartar esta denuncia? La cuenta y su biblioteca no cambian.',
    removePlace: (place: string) =>
      `¿Quitar el lugar «${place}»? Sale de la lista de cada miembro que lo tiene (les avisamos por email) y nadie puede volver a agregarlo.`,
    restorePlace: (place: string) =>
      `¿Permitir de nuevo el lugar «${place}»? Los miembros podrán volver a agregarlo a su lista.`,
  } satisfies Record<ModerationAction, (subject: string) => string>,
  sending: 'Enviando…',
} as const;
