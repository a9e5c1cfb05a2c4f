import { COMMON_TEXTS, writeUpTo } from '../common-texts';
import { REPUTATION_TEXTS } from '../reservations/reputation-texts';

/** The words of 'Denunciar', without zod: the screens and the error catalog import these. */

export const REPORT_DETAILS_MAX_LENGTH = 500;

export const REPORT_REASONS = {
  noShow: 'No se presentó o no respondió después de reservar',
  misleading: 'Publicación engañosa (estado, edición o precio)',
  fraud: 'Intento de estafa o pago por adelantado',
  abuse: 'Trato agresivo o acoso',
  other: 'Otro motivo',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;

export const REPORT_MESSAGES = {
  targetRequired: 'Indicá a quién, qué biblioteca o qué lugar querés denunciar.',
  reasonInvalid: 'Elegí un motivo de la lista.',
  detailsTooLong: writeUpTo(REPORT_DETAILS_MAX_LENGTH),
  ownAccount: 'No podés denunciarte a vos mismo.',
  notFound: 'No encontramos ese usuario o esa biblioteca.',
  /** A place no member lists (or not the named member), or one a moderator removed. */
  placeNotFound: 'No encontramos ese lugar de encuentro.',
  /** The reporter's daily cap; `until` is when it lifts, '28/11 a las 14:30'. */
  dailyLimit: (max: number, until: string) =>
    `Llegaste al límite de ${max} denuncias por día: podés volver a denunciar desde el ${until}.`,
  received:
    'Recibimos tu denuncia. La revisará un moderador; si hace falta, te escribiremos por email.',
} as const;

/** The 'Denunciar' dialog (public library header, both reservation screens). */
export const REPORT_TEXTS = {
  button: 'Denunciar',
  title: (user: string) => `Denunciar a ${user}`,
  intro: 'Contanos qué pasó. Un moderador lo revisará; quien denunciás no sabrá que fuiste vos.',
  reasonLabel: 'Motivo',
  detailsLabel: 'Detalles (opcional)',
  detailsHelp: (used: number) => `${used}/${REPORT_DETAILS_MAX_LENGTH} caracteres`,
  send: 'Enviar denuncia',
  cancel: COMMON_TEXTS.cancel,
  /** The ⋮ button beside another user's name that holds 'Denunciar' and 'Bloquear usuario'. */
  actionsLabel: (user: string) => `Denunciar o bloquear a ${user}`,
  /** A meeting point the user lists (docs/product/places.md#moderation). */
  placeButton: (place: string) => `Denunciar el lugar ${place}`,
  placeTitle: (place: string) => `Denunciar el lugar ${place}`,
  placeIntro:
    'Contanos qué pasa con este lugar (por ejemplo, si es el domicilio de alguien). Un moderador lo revisará y puede quitarlo.',
} as const;

/**
 * Blocking a user: their libraries and cards vanish from the blocker's searches and
 * recommendations, and neither can reserve from the other. Only the blocker sees the block.
 */
export const BLOCK_MESSAGES = {
  blocked: (user: string) =>
    `Bloqueaste a ${user}: sus cartas ya no aparecen en tus búsquedas y ninguno de los dos puede reservarle al otro.`,
  unblocked: (user: string) => `Desbloqueaste a ${user}.`,
  ownAccount: 'No podés bloquearte a vos mismo.',
  notFound: REPUTATION_TEXTS.notFound,
  /** A reservation between two users when either blocked the other. */
  reserveBlocked: (users: string[]) =>
    `No podés reservar cartas de ${users.join(', ')}: uno de los dos bloqueó al otro.`,
} as const;

export const BLOCK_TEXTS = {
  button: 'Bloquear usuario',
  confirmTitle: (user: string) => `¿Bloquear a ${user}?`,
  confirmBody:
    'Sus bibliotecas y cartas dejarán de aparecer en tus búsquedas y recomendaciones, y ninguno de los dos podrá reservarle cartas al otro. Las reservas abiertas entre ustedes se cancelan y les avisamos a los dos por email. Podés desbloquearlo cuando quieras desde tu perfil.',
  confirm: 'Bloquear',
  cancel: COMMON_TEXTS.cancel,
  listTitle: 'Usuarios bloqueados',
  listEmpty: 'No bloqueaste a nadie.',
  loading: 'Cargando usuarios bloqueados…',
  loadFailed: 'No pudimos cargar los usuarios bloqueados.',
  unblock: 'Desbloquear',
  unblockLabel: (user: string) => `Desbloquear a ${user}`,
  /**
   * A public library whose owner the reader blocked: said instead of the invitation
   * to reserve, which the page no longer offers.
   */
  libraryBlockedByYou: (user: string) =>
    `Bloqueaste a ${user}: no podés reservar estas cartas. Si querés volver a reservarle, desbloquealo desde tu perfil, en «Usuarios bloqueados».`,
  /** The same when only the owner blocked the reader: the 409's words, never who blocked. */
  libraryBlocked: (user: string) => BLOCK_MESSAGES.reserveBlocked([user]),
} as const;
